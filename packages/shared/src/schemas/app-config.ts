/** `GET /api/config`: what the web app learns from the deployment at run time. */
import { z } from 'zod';
import '../zod-locale.ts';
import { WHATSAPP_NUMBER_PATTERN } from '../whatsapp.ts';

export const AppConfigSchema = z.object({
  /** The support WhatsApp number (SUPPORT_WHATSAPP), as wa.me takes it. */
  supportWhatsapp: z.string().regex(WHATSAPP_NUMBER_PATTERN),
});

export type AppConfig = z.infer<typeof AppConfigSchema>;
