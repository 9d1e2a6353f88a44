import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_IMAGE_TYPES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
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
  ROLE_CODES,
  ROLE_LABELS,
  SIGNUP_BONUS_COINS,
  supportWhatsAppUrl,
  WHATSAPP_NUMBER_PATTERN,
  TOAST_DURATION_MS,
  citiesOf,
  genderLabel,
  isRoleCode,
  normalizeGender,
  roleLabel,
} from './constants.ts';

describe('roles', () => {
  it('lists the 32 codes of spec 01 §3 in order, each labelled', () => {
    expect(ROLE_CODES).toHaveLength(32);
    expect(new Set(ROLE_CODES).size).toBe(32);
    expect(ROLE_CODES[0]).toBe('AUXILIAR_COZINHA');
    expect(ROLE_CODES.slice(-4)).toEqual(['RECEPCAO', 'BARMAN', 'LIMPEZA', 'COZINHA']);
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLE_CODES].sort());
  });

  it.each([
    ['GARCOM', 'Garçom'],
    ['SEGURANCA', 'Segurança'],
    ['AUXILIAR_COZINHA', 'Auxiliar de Cozinha'],
    ['HOST_HOSTESS', 'Host/Hostess'],
    ['GARCOM_BILINGUE', 'Garçom Bilíngue'],
    ['RECEPCAO', 'Recepção'],
    ['LIMPEZA', 'Limpeza'],
    ['COZINHA', 'Cozinha'],
    ['BARMAN', 'Barman'],
    ['CUMIN', 'Cumim'],
    ['MAITRE', 'Maître'],
    ['LIDER_PRODUCAO', 'Líder de Produção'],
  ])('roleLabel(%j) is %j', (code, label) => {
    expect(roleLabel(code)).toBe(label);
  });

  it('shows unknown codes as they are and empty ones as "Não especificado"', () => {
    expect(roleLabel('DJ')).toBe('DJ');
    expect(roleLabel('garcom')).toBe('garcom');
    expect(roleLabel('')).toBe('Não especificado');
    expect(roleLabel('   ')).toBe('Não especificado');
    expect(roleLabel(null)).toBe('Não especificado');
    expect(roleLabel(undefined)).toBe('Não especificado');
    expect(roleLabel()).toBe('Não especificado');
  });

  it('isRoleCode guards the list', () => {
    expect(isRoleCode('BARTENDER')).toBe(true);
    expect(isRoleCode('Bartender')).toBe(false);
  });
});

describe('signup options', () => {
  it('offers the 7 freelancer positions of the spec', () => {
    expect(FREELANCER_POSITIONS).toEqual(['Garçom', 'Segurança', 'Limpeza', 'Churrasqueiro', 'Copeiro', 'Recepção', 'Atendente']);
  });

  it('offers company sectors ending with "Outro"', () => {
    expect(COMPANY_SECTORS).toContain('Restaurante');
    expect(COMPANY_SECTORS.at(-1)).toBe('Outro');
    expect(new Set(COMPANY_SECTORS).size).toBe(COMPANY_SECTORS.length);
  });
});

describe('statuses', () => {
  it('labels every job status and gives it a badge', () => {
    expect(JOB_STATUS_LABELS).toEqual({
      active: 'Ativo',
      filled: 'Preenchido',
      in_progress: 'Em andamento',
      completed: 'Concluído',
      cancelled: 'Cancelado',
      closed: 'Fechado',
    });
    expect(JOB_STATUS_BADGE).toEqual({
      active: 'default',
      filled: 'secondary',
      in_progress: 'secondary',
      completed: 'outline',
      cancelled: 'destructive',
      closed: 'outline',
    });
    expect(Object.keys(JOB_STATUS_LABELS)).toEqual([...JOB_STATUSES]);
  });

  it('labels application statuses', () => {
    expect(APPLICATION_STATUSES).toEqual(['pending', 'approved', 'rejected', 'withdrawn']);
    expect(APPLICATION_STATUS_LABELS).toEqual({
      pending: 'Pendente',
      approved: 'Aprovado',
      rejected: 'Rejeitado',
      withdrawn: 'Desistiu',
    });
  });
});

describe('gender preference', () => {
  it('stores male|female|no_preference with Portuguese labels', () => {
    expect(GENDER_PREFERENCES).toEqual(['male', 'female', 'no_preference']);
    expect(GENDER_PREFERENCE_LABELS).toEqual({ male: 'Masculino', female: 'Feminino', no_preference: 'Sem preferência' });
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
  it('matches the spec constants', () => {
    expect(SIGNUP_BONUS_COINS).toBe(15);
    expect(FREE_PLAN_CREDITS).toBe(2);
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
    expect(ACCEPTED_IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif']);
    expect(TOAST_DURATION_MS).toBe(5000);
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
