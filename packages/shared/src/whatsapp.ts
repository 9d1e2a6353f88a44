/** WhatsApp links: the support chat and the chat between an approved freelancer and the contractor. */
import { brazilianDate } from './dates.ts';

/** A WhatsApp number as wa.me takes it: 55, the area code and the number, digits only. */
export const WHATSAPP_NUMBER_PATTERN = /^55[1-9]\d{9,10}$/;
export const SUPPORT_GREETING = 'Olá! Preciso de ajuda com a plataforma Vamos Trabalhar.';

/** The support chat with a greeting already typed; the number is deployment config (`GET /api/config`). */
export function supportWhatsAppUrl(number: string, greeting: string = SUPPORT_GREETING): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}

/**
 * A chat with a Brazilian phone (DDD + number, any mask) with a message already typed, or null
 * when the phone is not one wa.me can reach.
 */
export function whatsAppChatUrl(phone: string, message: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const number = digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
  return WHATSAPP_NUMBER_PATTERN.test(number) ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}

/** What an approved freelancer writes first to the job's contractor. */
export function freelancerGreeting(input: { to: string; from: string; jobTitle: string; serviceDate: string }): string {
  const first = input.to.trim().split(/\s+/)[0] ?? '';
  return `Olá, ${first}! Sou ${input.from.trim()}, aprovado(a) pelo Vamos Trabalhar na vaga ${input.jobTitle} de ${brazilianDate(input.serviceDate)}.`;
}

/** What a contractor writes first to a freelancer approved on their job. */
export function contractorGreeting(input: {
  to: string;
  company: string;
  jobTitle: string;
  serviceDate: string;
}): string {
  const first = input.to.trim().split(/\s+/)[0] ?? '';
  return `Olá, ${first}! Aqui é ${input.company.trim()}, pelo Vamos Trabalhar, sobre a vaga ${input.jobTitle} de ${brazilianDate(input.serviceDate)}.`;
}
