/**
 * No-shows (issue 24, decision 0028): the freelancer's contest of a 'Não compareceu' and the
 * attendance the contractor confirms on 'Concluir Serviço'.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { CONTEST_TEXT_MAX } from '../cancellation-policy.ts';

export const CONTEST_MESSAGES = {
  textRequired: 'Conte o que aconteceu para contestar a falta.',
  textTooLong: `O texto pode ter no máximo ${CONTEST_TEXT_MAX} caracteres.`,
} as const;

/** `POST /api/freelancer/applications/:id/contest`: why the no-show is wrong, in the freelancer's words. */
export const ContestInputSchema = z.object({
  text: z
    .string({ error: CONTEST_MESSAGES.textRequired })
    .trim()
    .min(1, { error: CONTEST_MESSAGES.textRequired })
    .max(CONTEST_TEXT_MAX, { error: CONTEST_MESSAGES.textTooLong }),
});
export type ContestInput = z.infer<typeof ContestInputSchema>;

/**
 * `POST /api/contractor/jobs/:id/complete` ('Concluir Serviço'): the booked shifts the contractor
 * says did not come ('Não compareceu'); every other booked shift is attended. Optional: without it,
 * everyone booked attended.
 */
export const CompleteJobInputSchema = z.object({
  no_shows: z.array(z.string()).max(200).default([]),
});
export type CompleteJobInput = z.input<typeof CompleteJobInputSchema>;
