import { z } from 'zod';
import { CONSENT_DOCUMENTS, MY_DATA_MESSAGES } from '../consents.ts';
import '../zod-locale.ts';

/** 'Meus dados' (LGPD Art. 18–19, decision 0051): the consents, the export and the deletion of the account. */

export { MY_DATA_MESSAGES } from '../consents.ts';

/** `POST /api/me/account/delete`: 'Excluir minha conta', confirmed with the password. */
export const DeleteAccountInputSchema = z.object({
  password: z
    .string({ error: MY_DATA_MESSAGES.passwordRequired })
    .min(1, { error: MY_DATA_MESSAGES.passwordRequired })
    .max(200),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountInputSchema>;

/** `POST /api/me/consents`: accepting the terms and the privacy policy in force. */
export const AcceptConsentsInputSchema = z.object({
  accept: z.literal(true, { error: MY_DATA_MESSAGES.acceptRequired }),
});
export type AcceptConsentsInput = z.input<typeof AcceptConsentsInputSchema>;

export const ConsentEntrySchema = z.object({
  document: z.enum(CONSENT_DOCUMENTS),
  version: z.string().nullable(),
  granted: z.boolean(),
  at: z.string(),
  ip: z.string().nullable(),
});
export type ConsentEntry = z.infer<typeof ConsentEntrySchema>;

/** `GET /api/me/consents`: every consent given or withdrawn, newest first, and whether one in force is missing. */
export const MyConsentsSchema = z.object({
  entries: z.array(ConsentEntrySchema),
  /** The terms or the privacy policy changed since the person accepted them (or were never accepted). */
  outdated: z.boolean(),
  current: z.object({ terms: z.string(), privacy: z.string() }),
});
export type MyConsents = z.infer<typeof MyConsentsSchema>;
