/** Confirmation and check-in (issue 24): the code the freelancer types, the code the contractor shows, presence. */
import { z } from 'zod';
import '../zod-locale.ts';
import { CHECK_IN_CODE_LENGTH } from '../check-in.ts';

export const CHECK_IN_CODE_MESSAGE = `Digite os ${CHECK_IN_CODE_LENGTH} números do código do contratante.`;

/** `POST /api/freelancer/agenda/:id/check-in` ('Cheguei'): the code, typed or read from the QR code. */
export const CheckInInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${CHECK_IN_CODE_LENGTH}}$`), CHECK_IN_CODE_MESSAGE),
});
export type CheckInInput = z.infer<typeof CheckInInputSchema>;

/**
 * `GET /api/contractor/jobs/:id/check-in-code`: today's code of the job and its QR code (an SVG),
 * null outside the check-in window (from 2 h before the start to the end of the shift).
 */
export const CheckInCodeSchema = z.object({
  code: z.string().nullable(),
  qr_svg: z.string().nullable(),
  /** The São Paulo date the code is valid on. */
  valid_on: z.string().nullable(),
  opens_at: z.string(),
  closes_at: z.string(),
});
export type CheckInCode = z.infer<typeof CheckInCodeSchema>;

/**
 * A booked shift's presence, as both sides see it: when the freelancer confirmed, arrived and left
 * (the moves' times), and whether they are late to confirm ('Não confirmado').
 */
export const PresenceSchema = z.object({
  confirmed_at: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  unconfirmed: z.boolean(),
});
export type Presence = z.infer<typeof PresenceSchema>;
