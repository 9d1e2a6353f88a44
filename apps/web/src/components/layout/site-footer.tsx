import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { WhatsAppIcon } from '@/components/brand/whatsapp-icon';
import { useSupportWhatsAppUrl } from '@/lib/app-config';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const linkClass = 'rounded text-slate-300 underline-offset-4 hover:text-white hover:underline';

/** Footer of the public pages: the brand, the legal pages and WhatsApp support. */
export function SiteFooter({ clearFloatingButton = false }: { clearFloatingButton?: boolean }) {
  const supportUrl = useSupportWhatsAppUrl();
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1.5fr_1fr_1fr] md:px-6">
        <div className="space-y-3">
          <Logo variant="light" className="h-8" />
          <p className="max-w-sm text-sm leading-relaxed">
            Vagas rápidas em bares, restaurantes, buffets e eventos. Quem contrata encontra gente boa; quem trabalha
            encontra a próxima diária.
          </p>
        </div>
        <nav aria-label="Institucional" className="text-sm">
          <p className="mb-3 font-semibold text-white">Institucional</p>
          <ul className="space-y-2">
            <li>
              <Link to={paths.terms.getHref()} className={linkClass}>
                Termos de uso
              </Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()} className={linkClass}>
                Política de privacidade
              </Link>
            </li>
          </ul>
        </nav>
        <div className="text-sm">
          <p className="mb-3 font-semibold text-white">Ajuda</p>
          <a
            href={supportUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-2 ${linkClass}`}
          >
            <WhatsAppIcon className="size-4" />
            Suporte pelo WhatsApp
            <span className="sr-only"> (abre em uma nova aba)</span>
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p
          className={cn(
            'mx-auto max-w-6xl px-4 py-4 text-xs text-slate-300 md:px-6',
            clearFloatingButton && 'pb-[calc(5.5rem+env(safe-area-inset-bottom))] md:pb-4',
          )}
        >
          © {new Date().getFullYear()} Vamos Trabalhar. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
