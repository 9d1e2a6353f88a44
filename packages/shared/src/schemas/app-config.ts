/** `GET /api/config`: what the web app learns from the deployment at run time. */
import { z } from 'zod';
import '../zod-locale.ts';
import { WHATSAPP_NUMBER_PATTERN } from '../whatsapp.ts';

export const AppConfigSchema = z.object({
  /** The support WhatsApp number (SUPPORT_WHATSAPP), as wa.me takes it. */
  supportWhatsapp: z.string().regex(WHATSAPP_NUMBER_PATTERN),
  /**
   * 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042): whether a contractor may choose it
   * (GUARANTEED_PAY), and the service fee a job published now is charged (GUARANTEED_PAY_FEE_PERCENT).
   */
  guaranteedPay: z.object({ enabled: z.boolean(), feePercent: z.number() }),
  /**
   * Who controls the personal data (LGPD, decision 0051): the company's legal name and CNPJ, and the
   * data protection officer's e-mail (COMPANY_LEGAL_NAME, COMPANY_CNPJ, DPO_EMAIL), on the privacy page.
   */
  controller: z.object({ legalName: z.string(), cnpj: z.string(), dpoEmail: z.string() }),
});

export type AppConfig = z.infer<typeof AppConfigSchema>;
