import { html } from 'htm/preact';
import { guaranteedPayLine } from '@vamos/shared/guaranteed-pay';
import { render } from 'preact-render-to-string';
import type { PublicJobLink, PublicJobPage } from '@vamos/shared/schemas/public-job';
import type { ShellPage } from '../../http/html-shell.ts';
import { renderHead } from './head-tags.ts';
import { jobPostingJsonLd } from './job-posting.ts';
import { JOB_CARD_SIZE, jobCardImagePath } from './job-card-image.ts';
import { BUTTON, PublicPage } from './page-chrome.ts';
import { publicJobPath } from '../jobs/job-public-path.ts';
import {
  coinsText,
  dateText,
  hoursText,
  placeText,
  placesLeftText,
  ratingText,
  segmentText,
  valueText,
} from '@vamos/shared/job-texts';

/** The id of the JSON the SPA's page reads instead of fetching it (features/public-job). */
export const PUBLIC_JOB_DATA_ID = 'public-job-data';

/** Where 'Candidatar-se' leads once signed in: the job's detail, which opens the apply dialog. */
export function applyTarget(jobId: string): string {
  return `/jobs/${jobId}?candidatar=1`;
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
const CARD_TITLE = 'mb-3 text-base font-bold text-slate-900';

function Info({ items }: { items: [label: string, value: string][] }) {
  return html`<dl class="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
    ${items.map(
      ([label, value]) =>
        html`<div class="min-w-0">
          <dt class="text-xs font-semibold tracking-wide text-slate-500 uppercase">${label}</dt>
          <dd class="mt-0.5 break-words text-slate-900">${value}</dd>
        </div>`,
    )}
  </dl>`;
}

function Details({ page }: { page: PublicJobPage }) {
  const { job } = page;
  const items: [string, string][] = [
    ['Data', dateText(job)],
    ['Horário', hoursText(job)],
    ['Valor', valueText(job)],
    ['Vestimentas', job.requirements?.trim() || 'Não especificado'],
    ...(page.open ? ([['Vagas', placesLeftText(page.places_left)]] as [string, string][]) : []),
    ['Lanche no local', job.lanche_no_local ? 'Sim' : 'Não'],
    ['Custo da candidatura', coinsText(job.application_cost)],
  ];
  return html`<section class=${CARD}>
    <h2 class=${CARD_TITLE}>Detalhes</h2>
    <${Info} items=${items} />
    ${job.guaranteed_pay ? html`<${GuaranteedPay} valueCents=${job.salary_cents} />` : null}
  </section>`;
}

/** 'Pagamento garantido · R$ 180,00 via PIX até 24 h após o turno', as the SPA draws it (components/jobs/guaranteed-pay-line.tsx). */
function GuaranteedPay({ valueCents }: { valueCents: number }) {
  return html`<p
    class="mt-4 flex items-start gap-1.5 rounded-lg bg-emerald-50 px-2.5 py-1.5 text-sm font-medium text-emerald-900"
  >
    <svg
      class="mt-0.5 size-4 shrink-0 text-emerald-700"
      aria-hidden="true"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      <path
        d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z"
      />
      <path d="m9 12 2 2 4-4" />
    </svg>
    <span>${guaranteedPayLine(valueCents)}</span>
  </p>`;
}

function Apply({ jobId }: { jobId: string }) {
  const next = encodeURIComponent(applyTarget(jobId));
  return html`<div class="flex flex-col gap-2">
    <a href=${`/cadastro?next=${next}`} class=${`${BUTTON.primaryLarge} w-full`}>Candidatar-se</a>
    <p class="text-center text-sm text-slate-600">
      Já tem uma conta?${' '}
      <a href=${`/login?next=${next}`} class="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >Entrar</a
      >
    </p>
  </div>`;
}

export function JobLink({ link }: { link: PublicJobLink }) {
  return html`<li>
    <a
      href=${publicJobPath(link.slug)}
      class="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
    >
      <span class="block font-semibold text-slate-900">${link.title}</span>
      <span class="block text-sm text-slate-700">${placeText(link)}</span>
      <span class="block text-sm text-slate-700">${dateText(link)} · ${hoursText(link)}</span>
      <span class="mt-1 block font-semibold text-brand-800">${valueText(link)}</span>
    </a>
  </li>`;
}

function Similar({ links }: { links: PublicJobLink[] }) {
  return html`<section aria-labelledby="vagas-parecidas" class="flex flex-col gap-3">
    <h2 id="vagas-parecidas" class="text-lg font-bold text-slate-900">Vagas parecidas</h2>
    ${
      links.length > 0
        ? html`<ul class="flex flex-col gap-3">
            ${links.map((link) => html`<${JobLink} link=${link} />`)}
          </ul>`
        : html`<p class="text-slate-700">Nenhuma vaga parecida aberta agora.</p>`
    }
  </section>`;
}

/**
 * 'Compartilhar' as the SPA draws it (components/jobs/share-job-button.tsx), which takes it over:
 * the phone's share sheet, or WhatsApp and 'Copiar link'.
 */
function Share() {
  return html`<div class="flex flex-col gap-2">
    <button type="button" class=${`${BUTTON.outline} w-full`} aria-expanded="false">Compartilhar</button>
  </div>`;
}

/** The listing pages the job is on. */
function MoreJobs({ listings }: { listings: PublicJobPage['listings'] }) {
  return html`<nav aria-label="Mais vagas" class="flex flex-col gap-1 text-sm">
    ${listings.map(
      (listing) =>
        html`<a href=${listing.path} class="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >${listing.label}</a
        >`,
    )}
  </nav>`;
}

function JobPage({ page }: { page: PublicJobPage }) {
  const { job } = page;
  return html`<article class="mx-auto flex w-full max-w-2xl flex-col gap-4 py-6">
    <header class="flex flex-col gap-1">
      <p class="text-sm font-semibold text-brand-700">${segmentText(job)}</p>
      <h1 class="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">${job.title}</h1>
      <p class="text-slate-700">${placeText(job)}</p>
    </header>
    ${
      page.open
        ? null
        : html`<div role="status" class="rounded-lg bg-slate-100 p-4 text-slate-800">
            <p class="font-semibold">Vaga encerrada</p>
            <p class="text-sm">Esta vaga não recebe mais candidaturas. Veja outras vagas abertas.</p>
          </div>`
    }
    <${Details} page=${page} />
    <section class=${CARD}>
      <h2 class=${CARD_TITLE}>Descrição</h2>
      <p class="whitespace-pre-line text-slate-700">${job.description.trim() || 'Sem descrição.'}</p>
    </section>
    <section class=${CARD}>
      <h2 class=${CARD_TITLE}>Contratante</h2>
      <p class="font-semibold text-slate-900">${page.contractor.name}</p>
      <p class="text-sm text-slate-700">Avaliação: ${ratingText(page.contractor.rating)}</p>
      <p class="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        Endereço completo e contato disponíveis após aprovação na vaga
      </p>
    </section>
    ${page.open ? html`<${Apply} jobId=${job.id} /> <${Share} />` : html`<${Similar} links=${page.similar} />`}
    <${MoreJobs} listings=${page.listings} />
  </article>`;
}

/** 'Garçom', or 'Festa junina (Garçom)' when the title is not the segment's label. */
function cardTitle(job: PublicJobPage['job']): string {
  const segment = segmentText(job);
  return job.title === segment ? segment : `${job.title} (${segment})`;
}

function headOf(page: PublicJobPage, appUrl: string) {
  const { job } = page;
  const place = placeText(job);
  const url = `${appUrl}${publicJobPath(page.slug)}`;
  return {
    title: page.open
      ? `Vaga de ${job.title} em ${place} · Vamos Trabalhar`
      : `Vaga encerrada: ${job.title} em ${place} · Vamos Trabalhar`,
    description: page.open
      ? `${segmentText(job)} em ${place}, ${dateText(job)}, das ${hoursText(job)}. ${valueText(job)}. ` +
        `${page.contractor.name}. Candidate-se no Vamos Trabalhar.`
      : `Esta vaga de ${job.title} em ${place} foi encerrada. Veja vagas parecidas no Vamos Trabalhar.`,
    canonical: url,
    // A closed job stays readable (its link was shared) but leaves search results.
    noindex: !page.open,
    card: {
      type: 'website' as const,
      url,
      image: {
        url: `${appUrl}${jobCardImagePath(job)}`,
        ...JOB_CARD_SIZE,
        alt: `${cardTitle(job)}, ${dateText(job)}, ${valueText(job)}, ${job.city} - ${job.state}`,
      },
    },
    jsonLd: jobPostingJsonLd(page, url) ?? undefined,
  };
}

/** A job's public page as the server writes it: head (title, description, canonical, cards, JSON-LD), markup and data. */
export function publicJobPage(page: PublicJobPage, appUrl: string): ShellPage {
  return {
    head: renderHead(headOf(page, appUrl)),
    body: render(html`<${PublicPage} next=${`/jobs/${page.job.id}`}><${JobPage} page=${page} /><//>`),
    data: { id: PUBLIC_JOB_DATA_ID, value: page },
  };
}
