import { html } from 'htm/preact';
import { render } from 'preact-render-to-string';
import { segmentLabel } from '@vamos/shared/segments';
import type { ShellPage } from '../../http/html-shell.ts';
import type { ListingPage } from './get-listing-page.ts';
import { renderHead } from './head-tags.ts';
import { cityListingPath, cityName } from './listing-paths.ts';
import { BUTTON, PublicPage } from './page-chrome.ts';
import { JobLink } from './public-job-html.ts';

/** A page's own address: the first without its number. */
export function listingPagePath(page: Pick<ListingPage, 'path'>, n: number): string {
  return n > 1 ? `${page.path}?pagina=${n}` : page.path;
}

/** 'Garçom' on a segment's page, or 'freelancer' on the city's. */
function what(page: ListingPage): string {
  return page.segment === null ? 'freelancer' : segmentLabel(page.segment);
}

function jobsCount(n: number): string {
  return n === 1 ? '1 vaga aberta' : `${n} vagas abertas`;
}

function Segments({ page }: { page: ListingPage }) {
  if (page.segments.length === 0) return null;
  return html`<nav aria-labelledby="por-funcao" class="flex flex-col gap-2">
    <h2 id="por-funcao" class="text-base font-bold text-slate-900">Por função</h2>
    <ul class="flex flex-wrap gap-2">
      ${
        page.segment === null
          ? null
          : html`<li>
              <a href=${cityListingPath(page.city)} class=${BUTTON.chip}>Todas</a>
            </li>`
      }
      ${page.segments.map(
        (s) =>
          html`<li>
            <a href=${s.path} class=${BUTTON.chip} aria-current=${s.path === page.path ? 'page' : undefined}
              >${s.label} (${s.jobs})</a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
}

function Pagination({ page }: { page: ListingPage }) {
  if (page.pageCount <= 1) return null;
  return html`<nav aria-label="Páginas" class="flex items-center justify-between gap-2">
    ${
      page.page > 1
        ? html`<a href=${listingPagePath(page, page.page - 1)} rel="prev" class=${BUTTON.outline}>Anterior</a>`
        : html`<span></span>`
    }
    <span class="text-sm text-slate-700">Página ${page.page} de ${page.pageCount}</span>
    ${
      page.page < page.pageCount
        ? html`<a href=${listingPagePath(page, page.page + 1)} rel="next" class=${BUTTON.outline}>Próxima</a>`
        : html`<span></span>`
    }
  </nav>`;
}

function ListingContent({ page }: { page: ListingPage }) {
  const city = cityName(page.city);
  return html`<div class="mx-auto flex w-full max-w-2xl flex-col gap-5 py-6">
    <header class="flex flex-col gap-1">
      <h1 class="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Vagas de ${what(page)} em ${city}</h1>
      <p class="text-slate-700">
        ${jobsCount(page.total)} para trabalhos rápidos em bares, restaurantes, buffets e eventos.
      </p>
    </header>
    <${Segments} page=${page} />
    ${
      page.jobs.length > 0
        ? html`<ul class="flex flex-col gap-3">
            ${page.jobs.map((link) => html`<${JobLink} link=${link} />`)}
          </ul>`
        : html`<div role="status" class="rounded-lg bg-slate-100 p-4 text-slate-800">
            <p class="font-semibold">Nenhuma vaga de ${what(page)} aberta em ${city} agora.</p>
            <a
              href=${cityListingPath(page.city)}
              class="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >Ver todas as vagas em ${city}</a
            >
          </div>`
    }
    <${Pagination} page=${page} />
    <a href="/cadastro" class=${`${BUTTON.primaryLarge} w-full`}>Criar conta e candidatar-se</a>
  </div>`;
}

/**
 * A listing page as the server writes it: no script (the page needs none, and its links are
 * plain), a canonical address with its page number, `noindex` when it lists nothing.
 */
export function listingPage(page: ListingPage, appUrl: string): ShellPage {
  const city = cityName(page.city);
  const n = page.page > 1 ? ` (página ${page.page})` : '';
  return {
    head: renderHead({
      title: `Vagas de ${what(page)} em ${city}${n} · Vamos Trabalhar`,
      description:
        `${jobsCount(page.total)} de ${what(page)} em ${city}: trabalhos rápidos em bares, restaurantes, ` +
        'buffets e eventos, com data, horário e valor. Candidate-se no Vamos Trabalhar.',
      canonical: `${appUrl}${listingPagePath(page, page.page)}`,
      noindex: page.total === 0,
    }),
    body: render(html`<${PublicPage} next=${null}><${ListingContent} page=${page} /><//>`),
  };
}
