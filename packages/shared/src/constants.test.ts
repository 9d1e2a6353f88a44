import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_IMAGE_TYPES,
  contractorGreeting,
  freelancerGreeting,
  whatsAppChatUrl,
  SHIFT_STATES,
  SHIFT_STATE_LABELS,
  BR_STATES,
  COIN_PACKAGES,
  COMPANY_SECTORS,
  FREE_PLAN_CREDITS,
  FREELANCER_POSITIONS,
  GENDER_PREFERENCES,
  GENDER_PREFERENCE_LABELS,
  JOB_STATUSES,
  JOB_STATUS_BADGE,
  JOB_STATUS_LABELS,
  MAX_UPLOAD_BYTES,
  PLANS,
  SIGNUP_BONUS_COINS,
  supportWhatsAppUrl,
  WHATSAPP_NUMBER_PATTERN,
  TOAST_DURATION_MS,
  citiesOf,
  genderLabel,
  normalizeGender,
} from './constants.ts';

describe('signup options', () => {
  it('offers the 7 freelancer positions of the spec, each once', () => {
    expect(FREELANCER_POSITIONS).toHaveLength(7);
    expect(new Set(FREELANCER_POSITIONS).size).toBe(7);
    expect(FREELANCER_POSITIONS).toContain('Garçom');
  });

  it('offers company sectors ending with "Outro"', () => {
    expect(COMPANY_SECTORS).toContain('Restaurante');
    expect(COMPANY_SECTORS.at(-1)).toBe('Outro');
    expect(new Set(COMPANY_SECTORS).size).toBe(COMPANY_SECTORS.length);
  });
});

/** A label table covers its list exactly, with distinct, non-empty texts. */
function expectLabelled(list: readonly string[], labels: Record<string, string>) {
  expect(Object.keys(labels).sort()).toEqual([...list].sort());
  const texts = Object.values(labels);
  for (const text of texts) expect(text.trim()).not.toBe('');
  expect(new Set(texts).size).toBe(texts.length);
}

describe('statuses', () => {
  it('labels every job status and gives it a badge variant the Badge knows', () => {
    expectLabelled(JOB_STATUSES, JOB_STATUS_LABELS);
    expect(Object.keys(JOB_STATUS_BADGE).sort()).toEqual([...JOB_STATUSES].sort());
    for (const variant of Object.values(JOB_STATUS_BADGE))
      expect(['default', 'secondary', 'outline', 'destructive']).toContain(variant);
    // spec 01 §4: the labels the freelancer reads.
    expect(JOB_STATUS_LABELS.active).toBe('Ativo');
    expect(JOB_STATUS_BADGE.cancelled).toBe('destructive');
  });

  it('labels every application status', () => {
    expectLabelled(SHIFT_STATES, SHIFT_STATE_LABELS);
    expect(SHIFT_STATE_LABELS.pending).toBe('Pendente');
  });
});

describe('gender preference', () => {
  it('labels every stored preference, and every stored value normalizes to itself', () => {
    expectLabelled(GENDER_PREFERENCES, GENDER_PREFERENCE_LABELS);
    for (const value of GENDER_PREFERENCES) expect(normalizeGender(value)).toBe(value);
  });

  it.each([
    ['male', 'male'],
    ['homem', 'male'],
    ['Homem', 'male'],
    ['female', 'female'],
    ['mulher', 'female'],
    ['no_preference', 'no_preference'],
    ['tanto_faz', 'no_preference'],
    [' TANTO_FAZ ', 'no_preference'],
    ['', null],
    [null, null],
    [undefined, null],
    ['outro', null],
  ])('normalizeGender(%j) is %j', (input, expected) => {
    expect(normalizeGender(input)).toBe(expected);
  });

  it('labels spellings, shows empty as "Sem preferência" and unknown as is', () => {
    expect(genderLabel('mulher')).toBe('Feminino');
    expect(genderLabel('male')).toBe('Masculino');
    expect(genderLabel('tanto_faz')).toBe('Sem preferência');
    expect(genderLabel('')).toBe('Sem preferência');
    expect(genderLabel(null)).toBe('Sem preferência');
    expect(genderLabel('xyz')).toBe('xyz');
  });
});

describe('limits', () => {
  it('are positive whole numbers, the upload limit in whole megabytes, images by MIME type', () => {
    for (const n of [SIGNUP_BONUS_COINS, FREE_PLAN_CREDITS, MAX_UPLOAD_BYTES, TOAST_DURATION_MS]) {
      expect(Number.isSafeInteger(n) && n > 0).toBe(true);
    }
    expect(MAX_UPLOAD_BYTES % (1024 * 1024)).toBe(0);
    for (const type of ACCEPTED_IMAGE_TYPES) expect(type).toMatch(/^image\/[a-z]+$/);
    expect(new Set(ACCEPTED_IMAGE_TYPES).size).toBe(ACCEPTED_IMAGE_TYPES.length);
  });

  it('free plan credits agree with the plan table', () => {
    expect(PLANS.find((p) => p.id === 'free')?.credits).toBe(FREE_PLAN_CREDITS);
  });

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

  it('re-exports states and pricing', () => {
    expect(BR_STATES).toHaveLength(27);
    expect(citiesOf('SP')).toContain('São Paulo');
    expect(COIN_PACKAGES).toHaveLength(3);
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
