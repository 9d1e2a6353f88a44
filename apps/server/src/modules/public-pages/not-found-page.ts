import { html } from 'htm/preact';
import { render } from 'preact-render-to-string';
import type { ShellPage } from '../../http/html-shell.ts';
import { renderHead } from './head-tags.ts';
import { BUTTON, PublicPage } from './page-chrome.ts';

const TITLE = 'Página não encontrada';

/**
 * The 404 page as the SPA draws it (app/routes/not-found.tsx), written by the server for a path
 * that is no page (answered with HTTP 404, never a 200 that search engines would take for a page).
 */
export function notFoundPage(): ShellPage {
  const body = html`<${PublicPage}>
    <section class="mx-auto flex max-w-md flex-col items-center py-12 text-center md:py-20">
      <p class="text-sm font-semibold tracking-widest text-brand-700">ERRO 404</p>
      <h1 class="mt-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">${TITLE}</h1>
      <p class="mt-3 text-slate-600">O endereço que você abriu não existe ou mudou de lugar.</p>
      <a href="/" class=${`${BUTTON.primary} mt-8`}>Voltar para o início</a>
    </section>
  <//>`;
  return {
    head: renderHead({
      title: `${TITLE} · Vamos Trabalhar`,
      description: 'O endereço que você abriu não existe ou mudou de lugar.',
      noindex: true,
    }),
    body: render(body),
  };
}
