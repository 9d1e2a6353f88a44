import { describe, expect, it } from 'vitest';
import {
  WHATSAPP_NUMBER_PATTERN,
  contractorGreeting,
  freelancerGreeting,
  supportWhatsAppUrl,
  whatsAppChatUrl,
} from './whatsapp.ts';
import { jobShareText, whatsAppShareUrl } from './job-share.ts';

describe('the support chat', () => {
  it('builds the support link with an encoded Portuguese greeting', () => {
    const url = supportWhatsAppUrl('5521987654321');
    const [base, query] = url.split('?text=');
    expect(base).toBe('https://wa.me/5521987654321');
    expect(decodeURIComponent(query ?? '')).toBe('Olá! Preciso de ajuda com a plataforma Vamos Trabalhar.');
    expect(url).not.toMatch(/[ áÁ]/);
  });

  it('accepts WhatsApp numbers as wa.me takes them, and nothing else', () => {
    for (const ok of ['5511999999999', '551133334444', '5521987654321']) expect(ok).toMatch(WHATSAPP_NUMBER_PATTERN);
    for (const bad of ['11999999999', '+5511999999999', '55 11 99999-9999', '5501999999999', '55119999999999', ''])
      expect(bad).not.toMatch(WHATSAPP_NUMBER_PATTERN);
  });
});

describe('WhatsApp chats between an approved pair', () => {
  it('opens wa.me with the Brazilian number and the first message typed', () => {
    const message = freelancerGreeting({
      to: 'João Pereira',
      from: 'Maria da Silva',
      jobTitle: 'Garçom',
      serviceDate: '2026-12-12',
    });
    expect(message).toBe(
      'Olá, João! Sou Maria da Silva, aprovado(a) pelo Vamos Trabalhar na vaga Garçom de 12/12/2026.',
    );
    expect(whatsAppChatUrl('(11) 98765-4321', message)).toBe(
      `https://wa.me/5511987654321?text=${encodeURIComponent(message)}`,
    );
    expect(
      contractorGreeting({
        to: 'Maria da Silva',
        company: 'Bar do João',
        jobTitle: 'Garçom',
        serviceDate: '2026-12-12',
      }),
    ).toBe('Olá, Maria! Aqui é Bar do João, pelo Vamos Trabalhar, sobre a vaga Garçom de 12/12/2026.');
  });

  it('refuses what wa.me cannot reach', () => {
    expect(whatsAppChatUrl('1234', 'oi')).toBeNull();
    expect(whatsAppChatUrl('', 'oi')).toBeNull();
    expect(whatsAppChatUrl('(00) 98765-4321', 'oi')).toBeNull();
  });
});

describe("sharing a job ('Compartilhar')", () => {
  it("says what, where, when and how much, and WhatsApp's share screen carries it with the link", () => {
    const text = jobShareText({
      title: 'Garçom',
      neighborhood: 'Pinheiros',
      city: 'São Paulo',
      state: 'SP',
      service_date: '2026-12-12',
      start_time: '19:00',
      end_time: '23:00',
      salary_cents: 15_000,
    });
    expect(text).toBe(
      'Vaga de Garçom em Pinheiros, São Paulo - SP, sábado, 12/12/2026, 19:00 às 23:00, R$\u00a0150,00. Candidate-se no Vamos Trabalhar:',
    );
    const url = whatsAppShareUrl(text, 'https://vamos.example/vagas/garcom-1');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(
      `${text} https://vamos.example/vagas/garcom-1`,
    );
  });
});
