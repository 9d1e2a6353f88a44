import { describe, expect, it } from 'vitest';
import {
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  RECEIVING_AS,
  RECEIVING_AS_LABELS,
  maskPixKey,
  maskSavedNit,
} from './pix-keys.ts';

describe('maskPixKey', () => {
  it('shows enough of each key to recognise it', () => {
    expect(maskPixKey('cpf', '12345678909')).toBe('***.456.789-**');
    expect(maskPixKey('phone', '+5511987654321')).toBe('(11) *****-4321');
    expect(maskPixKey('email', 'ana.souza@gmail.com')).toBe('an***@gmail.com');
    expect(maskPixKey('email', 'al@gmail.com')).toBe('a***@gmail.com');
    expect(maskPixKey('random', '123e4567-e89b-42d3-a456-426614174000')).toBe('123e4567-e89b-42d3-a456-426614174000');
  });

  it('names every type in Portuguese', () => {
    expect(PIX_KEY_TYPES.map((t) => PIX_KEY_TYPE_LABELS[t])).toEqual(['CPF', 'Celular', 'E-mail', 'Chave aleatória']);
  });
});

describe('receiving as', () => {
  it('names both ways in Portuguese', () => {
    expect(RECEIVING_AS.map((r) => RECEIVING_AS_LABELS[r])).toEqual(['Pessoa física (CPF)', 'MEI (CNPJ)']);
  });

  it('hides a saved NIT/PIS as a CPF key is hidden', () => {
    expect(maskSavedNit('12056874107')).toBe('***.56874.**-*');
  });
});
