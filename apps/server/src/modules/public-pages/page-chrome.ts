import { html } from 'htm/preact';
import type { ComponentChildren } from 'preact';

/**
 * What every page the server writes has around its content, with the classes of the SPA's own
 * (components/layout/public-header.tsx, skip-link.tsx, brand/logo.tsx, ui/button.tsx): the SPA
 * paints the same page over it when its code has run. The web's CSS is built with these classes
 * too (apps/web/src/index.css lists this folder as a source).
 */

/** Without its display: a button shown only from some width says when (`hidden min-[400px]:inline-flex`). */
const BUTTON_BASE =
  'items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors';

const PRIMARY = `${BUTTON_BASE} h-11 px-4 bg-brand-800 text-white hover:bg-brand-900`;

export const BUTTON = {
  primary: `inline-flex ${PRIMARY}`,
  primaryLarge: `inline-flex ${BUTTON_BASE} h-12 px-6 text-base bg-brand-800 text-white hover:bg-brand-900`,
  ghost: `inline-flex ${BUTTON_BASE} h-11 px-4 text-slate-700 hover:bg-slate-100`,
  outline: `inline-flex ${BUTTON_BASE} h-11 px-4 border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`,
  /** A link among others (the segments of a city): a rounded chip, highlighted for the current page. */
  chip: 'inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand-500 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800',
} as const;

const LOGO_FONT = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/** The brand's mark on its 40×40 grid (public/favicon.svg): a tile and a check ending in an arrow. */
export function LogoMark({ tile, mark }: { tile: string; mark: string }) {
  return html`<rect width="40" height="40" rx="10" fill=${tile} />
    <path
      d="M9.5 19.5 17 29.5 26.2 15.2"
      fill="none"
      stroke=${mark}
      stroke-width="5.6"
      stroke-linecap="round"
      stroke-linejoin="round"
    />
    <path d="M22.4 12.6 32.2 6.8 31.4 18.1Z" fill=${mark} stroke=${mark} stroke-width="1.6" stroke-linejoin="round" />`;
}

function Logo() {
  return html`<svg viewBox="0 0 214 40" class="h-8 md:h-9 w-auto shrink-0" role="img" aria-label="Vamos Trabalhar">
    <title>Vamos Trabalhar</title>
    <${LogoMark} tile="#3730a3" mark="#fbbf24" />
    <text
      x="49"
      y="27.5"
      textLength="163"
      lengthAdjust="spacingAndGlyphs"
      font-family=${LOGO_FONT}
      font-size="20"
      font-weight="800"
      letter-spacing="-0.4"
      fill="#0f172a"
    >
      ${'Vamos '}
      <tspan fill="#4338ca">Trabalhar</tspan>
    </text>
  </svg>`;
}

/** The public header as a visitor sees it: the logo, 'Entrar' and 'Criar conta' (both coming back to `next`). */
function Header({ next }: { next: string | null }) {
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  return html`<header class="w-full border-b border-slate-200">
    <div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 md:px-6">
      <a href="/" class="rounded-lg"><${Logo} /></a>
      <div class="flex items-center gap-2">
        <a href=${`/login${query}`} class=${BUTTON.ghost}>Entrar</a>
        <a href=${`/cadastro${query}`} class=${`hidden min-[400px]:inline-flex ${PRIMARY}`}>Criar conta</a>
      </div>
    </div>
  </header>`;
}

/** A public page: skip link, header, and the content in <main id="conteudo">. */
export function PublicPage({ next = null, children }: { next?: string | null; children: ComponentChildren }) {
  return html`<div class="flex min-h-dvh flex-col">
    <a
      href="#conteudo"
      class="sr-only z-[60] rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >Pular para o conteúdo</a
    >
    <${Header} next=${next} />
    <main id="conteudo" tabindex="-1" class="flex-1 px-4 outline-none">${children}</main>
  </div>`;
}
