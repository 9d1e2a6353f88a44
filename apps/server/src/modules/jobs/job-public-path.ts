import slugify from '@sindresorhus/slugify';

/** Where public job pages live: `/vagas/{slug}-{id}`. */
export const PUBLIC_JOBS_PREFIX = '/vagas/';

/** Long enough for "segment, neighbourhood, city"; a longer title is cut at a word. */
const SLUG_MAX_LENGTH = 60;

const UUID_AT_END = /(?:^|-)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

type Named = { id: string; title: string; neighborhood: string | null; city: string };

/** 'Garçom', 'Bela Vista', 'São Paulo' → 'garcom-bela-vista-sao-paulo': words a person can read in a link. */
export function jobSlug(job: Omit<Named, 'id'>): string {
  const slug = slugify([job.title, job.neighborhood, job.city].filter(Boolean).join(' '), { locale: 'pt' });
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : SLUG_MAX_LENGTH);
}

/** `{slug}-{id}`, the last segment of the job's canonical page; just the id when the words make no slug. */
export function jobSlugId(job: Named): string {
  const slug = jobSlug(job);
  return slug ? `${slug}-${job.id}` : job.id;
}

export function publicJobPath(slugId: string): string {
  return `${PUBLIC_JOBS_PREFIX}${slugId}`;
}

/**
 * The job id at the end of a page's last segment, lower case, or null when it ends in no UUID:
 * whatever words come before it, the id alone names the job (a wrong slug is redirected).
 */
export function jobIdOf(slugId: string): string | null {
  return UUID_AT_END.exec(slugId)?.[1]?.toLowerCase() ?? null;
}
