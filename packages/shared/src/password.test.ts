import { describe, expect, it } from 'vitest';
import { PASSWORD_CRITERIA_TITLE, PasswordSchema, passwordMessage, passwordMissingItems } from './password.ts';

const firstMessage = (input: unknown) => PasswordSchema.safeParse(input).error?.issues[0]?.message;

describe('passwordMissingItems', () => {
  it.each([
    ['Abcdefg1', []],
    ['ÁBCDEFGç1', []],
    ['Ábcdefg1', []],
    ['ábcdefgÇ1', []],
    ['', ['8 caracteres', '1 letra maiúscula', '1 letra minúscula', '1 número']],
    ['abcdefgh', ['1 letra maiúscula', '1 número']],
    ['ABCDEFGH', ['1 letra minúscula', '1 número']],
    ['12345678', ['1 letra maiúscula', '1 letra minúscula']],
    ['Abc1', ['8 caracteres']],
    ['abc1', ['8 caracteres', '1 letra maiúscula']],
    ['Abcdefgh', ['1 número']],
    ['abcdefg1', ['1 letra maiúscula']],
    ['ABCDEFG1', ['1 letra minúscula']],
    ['a', ['8 caracteres', '1 letra maiúscula', '1 número']],
  ])('%j misses %j', (pw, expected) => {
    expect(passwordMissingItems(pw)).toEqual(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordMissingItems('Ab1😀😀😀😀')).toEqual(['8 caracteres']);
  });
});

describe('passwordMessage', () => {
  it('joins the items after the title', () => {
    expect(PASSWORD_CRITERIA_TITLE).toBe('Senha não atende aos critérios');
    expect(passwordMessage(['8 caracteres', '1 número'])).toBe(
      'Senha não atende aos critérios. Faltam: 8 caracteres, 1 número',
    );
    expect(passwordMessage(['1 letra maiúscula'])).toBe('Senha não atende aos critérios. Faltam: 1 letra maiúscula');
  });
});

describe('PasswordSchema', () => {
  it('accepts a strong password unchanged', () => {
    expect(PasswordSchema.parse('Senha123')).toBe('Senha123');
  });

  it('requires a value first', () => {
    expect(firstMessage('')).toBe('Senha obrigatória');
    expect(firstMessage(undefined)).toBe('Senha obrigatória');
    expect(PasswordSchema.safeParse('').error?.issues).toHaveLength(1);
  });

  it('then lists the missing items', () => {
    expect(firstMessage('abc')).toBe(
      'Senha não atende aos critérios. Faltam: 8 caracteres, 1 letra maiúscula, 1 número',
    );
    expect(firstMessage('abcdefgh1')).toBe('Senha não atende aos critérios. Faltam: 1 letra maiúscula');
  });

  it('rejects more than 128 characters', () => {
    expect(PasswordSchema.safeParse(`Aa1${'x'.repeat(125)}`).success).toBe(true);
    expect(firstMessage(`Aa1${'x'.repeat(126)}`)).toBe('Máximo de 128 caracteres');
  });
});
