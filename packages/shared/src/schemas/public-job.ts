/**
 * A job's public page (`/vagas/{slug}-{id}`), readable without signing in: the server renders it as
 * HTML and answers the same as JSON (`GET /api/public/jobs/:id`) for the SPA. Only the job's public
 * part: never the street, the number, the whole CEP or anyone's contact.
 */
import { z } from 'zod';
import { RatingStatsSchema } from './evaluations.ts';
import { JobPublicFieldsSchema } from './job-views.ts';

/** Another open job, as a link under a closed one ("Vagas parecidas"). */
export const PublicJobLinkSchema = JobPublicFieldsSchema.pick({
  title: true,
  segment: true,
  neighborhood: true,
  city: true,
  state: true,
  service_date: true,
  start_time: true,
  end_time: true,
  salary_cents: true,
}).extend({
  /** `{slug}-{id}`: the page is at `/vagas/{this}`. */
  slug: z.string(),
});

export const PublicJobPageSchema = z.object({
  job: JobPublicFieldsSchema,
  /** `{slug}-{id}`: the canonical page is at `/vagas/{this}`. */
  slug: z.string(),
  /** Open for applications; otherwise the page says "Vaga encerrada" and offers `similar`. */
  open: z.boolean(),
  places_left: z.number().int(),
  /** The contractor's public name (the company on the job) and their rating. */
  contractor: z.object({ name: z.string(), rating: RatingStatsSchema }),
  /** Open jobs of the same segment or city: offered when this one is closed, else empty. */
  similar: z.array(PublicJobLinkSchema),
  /** The listing pages of its city, and of its segment in its city ('Vagas de Garçom em São Paulo - SP'). */
  listings: z.array(z.object({ path: z.string(), label: z.string() })),
});

export type PublicJobLink = z.infer<typeof PublicJobLinkSchema>;
export type PublicJobPage = z.infer<typeof PublicJobPageSchema>;
