import { BellPlus, ChevronRight, EyeOff, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type ProfileLink = { to: string; icon: LucideIcon; iconTone: string; title: string; text: string };

/** The ways from the freelancer's profile to their other settings, one card each. */
const LINKS: readonly ProfileLink[] = [
  {
    to: paths.freelancer.earnings.getHref(),
    icon: Wallet,
    iconTone: 'bg-emerald-50 text-emerald-800',
    title: 'Meus ganhos',
    text: 'Veja os pagamentos por PIX das vagas com pagamento garantido.',
  },
  {
    to: paths.freelancer.alerts.getHref(),
    icon: BellPlus,
    iconTone: 'bg-brand-50 text-brand-800',
    title: 'Alertas de vagas',
    text: 'Receba as vagas novas da sua função e da sua cidade.',
  },
  {
    to: paths.freelancer.hiddenContractors.getHref(),
    icon: EyeOff,
    iconTone: 'bg-slate-100 text-slate-700',
    title: 'Contratantes ocultos',
    text: 'Veja de quem você ocultou as vagas e mostre de novo.',
  },
];

function ProfileLinkCard({ to, icon: Icon, iconTone, title, text }: ProfileLink) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
    >
      <span aria-hidden className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', iconTone)}>
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">{text}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
    </Link>
  );
}

/** 'Meus ganhos', 'Alertas de vagas' and 'Contratantes ocultos', below the freelancer's profile. */
export function ProfileLinks() {
  return LINKS.map((link) => <ProfileLinkCard key={link.to} {...link} />);
}
