import { SOCIAL_LINKS } from '../lib/social-links';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './social-icons';

const LINKS = [
  { href: SOCIAL_LINKS.instagram, label: 'Instagram do Vamos Trabalhar', Icon: InstagramIcon },
  { href: SOCIAL_LINKS.facebook, label: 'Facebook do Vamos Trabalhar', Icon: FacebookIcon },
  { href: SOCIAL_LINKS.linkedin, label: 'LinkedIn do Vamos Trabalhar', Icon: LinkedInIcon },
];

/** 'Siga a gente' (spec 01 §2.4 social-media block): each link opens a new tab. */
export function SocialBlock() {
  return (
    <section
      aria-labelledby="social-title"
      className="flex flex-col items-center gap-3 rounded-xl bg-brand-50 px-4 py-5 text-center sm:flex-row sm:justify-between sm:text-left"
    >
      <div>
        <h2 id="social-title" className="font-bold text-brand-900">
          Siga o Vamos Trabalhar
        </h2>
        <p className="text-sm text-slate-700">Novidades e vagas em primeira mão nas redes sociais.</p>
      </div>
      <ul className="flex gap-2">
        {LINKS.map(({ href, label, Icon }) => (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (abre em uma nova aba)`}
              title={label}
              className="flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-brand-100 transition-colors hover:bg-brand-800 hover:text-white"
            >
              <Icon className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
