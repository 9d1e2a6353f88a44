import { SUPPORT_WHATSAPP_NUMBER } from '@vamos/shared/constants';

const SALES_GREETING = 'Olá! Tenho interesse no plano Enterprise da Vamos Trabalhar.';

/** Enterprise 'Falar com Vendas': the support WhatsApp with a prefilled greeting. */
export const SALES_WHATSAPP_URL = `https://wa.me/${SUPPORT_WHATSAPP_NUMBER}?text=${encodeURIComponent(SALES_GREETING)}`;
