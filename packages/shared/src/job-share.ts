/**
 * 'Compartilhar' (issue 25): what a shared job says, and WhatsApp's share screen. Apart from
 * whatsapp.ts, which the app shell loads (the support button): these read the job's words.
 */
import { dateText, hoursText, placeText, valueText } from './job-texts.ts';

/** What 'Compartilhar' says of a job before its link: 'Vaga de Garçom em Pinheiros, São Paulo - SP, sábado, 12/12/2026, 19:00 às 23:00, R$ 150,00.' */
export function jobShareText(job: {
  title: string;
  neighborhood: string | null;
  city: string;
  state: string;
  service_date: string;
  start_time: string;
  end_time: string;
  salary_cents: number;
}): string {
  return `Vaga de ${job.title} em ${placeText(job)}, ${dateText(job)}, ${hoursText(job)}, ${valueText(job)}. Candidate-se no Vamos Trabalhar:`;
}

/** WhatsApp's share screen (the person picks a chat or group) with `text` and the link already typed. */
export function whatsAppShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}
