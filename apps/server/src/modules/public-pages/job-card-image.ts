import { html } from 'htm/preact';
import { render } from 'preact-render-to-string';
import sharp from 'sharp';
import type { JobPublicFields } from '@vamos/shared/schemas/job-views';
import { ReadCache } from '../../read-cache.ts';
import { LogoMark } from './page-chrome.ts';
import { dateText, hoursText, placeText, segmentText, valueText } from '@vamos/shared/job-texts';

/** Open Graph's large card (WhatsApp, Facebook, Twitter's summary_large_image): 1.91:1. */
export const JOB_CARD_SIZE = { width: 1200, height: 630 } as const;

const CARD_PREFIX = '/og/vagas/';

type CardJob = Pick<
  JobPublicFields,
  | 'id'
  | 'title'
  | 'segment'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'service_date'
  | 'start_time'
  | 'end_time'
  | 'salary_cents'
  | 'updated_at'
>;

/** The card's address: a new one each time the job changes, so a shared link's preview is never stale. */
export function jobCardImagePath(job: Pick<CardJob, 'id' | 'updated_at'>): string {
  return `${CARD_PREFIX}${job.id}.png?v=${Date.parse(job.updated_at)}`;
}

/** Fonts every Linux image has one of (librsvg draws the text through fontconfig). */
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** At most `max` characters, cut with '…' (the card has no room to wrap). */
function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The card as SVG: segment, title, date and hours, place, value; every text escaped by the renderer. */
export function jobCardSvg(job: CardJob): string {
  const { width, height } = JOB_CARD_SIZE;
  return render(
    html`<svg xmlns="http://www.w3.org/2000/svg" width=${width} height=${height} viewBox=${`0 0 ${width} ${height}`}>
      <rect width=${width} height=${height} fill="#312e81" />
      <circle cx="1130" cy="80" r="260" fill="#3730a3" />
      <g transform="translate(64 48) scale(1.6)"><${LogoMark} tile="#fbbf24" mark="#312e81" /></g>
      <text x="144" y="100" font-family=${FONT} font-size="36" font-weight="700" fill="#ffffff">
        ${'Vamos '}
        <tspan fill="#fcd34d">Trabalhar</tspan>
      </text>
      <text x="64" y="210" font-family=${FONT} font-size="30" font-weight="700" letter-spacing="3" fill="#fcd34d">
        ${fit(segmentText(job).toUpperCase(), 40)}
      </text>
      <text x="64" y="292" font-family=${FONT} font-size="68" font-weight="700" fill="#ffffff">
        ${fit(job.title, 28)}
      </text>
      <text x="64" y="372" font-family=${FONT} font-size="36" fill="#e0e7ff">
        ${fit(`${dateText(job)} · ${hoursText(job)}`, 52)}
      </text>
      <text x="64" y="430" font-family=${FONT} font-size="36" fill="#e0e7ff">${fit(placeText(job), 52)}</text>
      <text x="64" y="560" font-family=${FONT} font-size="84" font-weight="700" fill="#fbbf24">${valueText(job)}</text>
    </svg>`,
  );
}

/**
 * Each job's card as PNG, drawn once per version of the job (id and updated time) and kept for the
 * most recently asked `max` jobs; concurrent requests for one card wait for one drawing.
 */
export class JobCardImages {
  private readonly cache: ReadCache<Buffer>;

  constructor(max = 200) {
    // A version's card never changes: it leaves only when others push it out (or after a day).
    this.cache = new ReadCache<Buffer>({ ttlMs: 24 * 60 * 60 * 1000, maxEntries: max, staleWhileReload: false });
  }

  png(job: CardJob): Promise<Buffer> {
    return this.cache.getOrLoad(`${job.id}:${job.updated_at}`, () =>
      sharp(Buffer.from(jobCardSvg(job)))
        .png()
        .toBuffer(),
    );
  }
}
