import { describe, expect, it } from 'vitest';
import {
  formatHours,
  hoursBetween,
  netOf,
  receiptAgentLine,
  receiptDateTime,
  receiptNumber,
  receivingAsParts,
  receivingAsText,
} from './receipts.ts';

describe('a receipt', () => {
  it("is numbered by its pay-out's id", () => {
    expect(receiptNumber('1a2b3c4d-9e8f-4000-8000-000000000027')).toBe('VT-1A2B3C4D');
  });

  it('counts hours to the hundredth, never below zero', () => {
    const at = (time: string) => new Date(`2026-11-20T${time}:00Z`);
    expect(hoursBetween(at('10:05'), at('14:20'))).toBe(4.25);
    expect(hoursBetween(at('22:00'), new Date('2026-11-21T03:40:00Z'))).toBe(5.67);
    expect(hoursBetween(at('14:00'), at('10:00'))).toBe(0);
    expect(formatHours(4.25)).toBe('4,25');
    expect(formatHours(4)).toBe('4,00');
  });

  it('takes every withholding from the gross', () => {
    expect(netOf(18_000, [])).toBe(18_000);
    expect(
      netOf(18_000, [
        { label: 'INSS', amount_cents: 1_980 },
        { label: 'ISS', amount_cents: 900 },
      ]),
    ).toBe(15_120);
  });

  it("dates by São Paulo's clock", () => {
    expect(receiptDateTime('2026-11-27T17:05:00.000Z')).toBe('27/11/2026 14:05');
    expect(receiptDateTime('2026-12-01T02:30:00.000Z')).toBe('30/11/2026 23:30');
  });

  it('names the provider the PIX went through', () => {
    expect(receiptAgentLine('asaas')).toContain('pela Asaas');
    expect(receiptAgentLine('local')).toContain('agente de pagamento do contratante');
  });

  it('says how the freelancer receives, with the document it is by', () => {
    const cpf = '529.982.247-25';
    expect(receivingAsText({ receiving_as: 'person', cpf, mei_cnpj: null })).toBe('Pessoa física (CPF 529.982.247-25)');
    expect(receivingAsText({ receiving_as: 'mei', cpf, mei_cnpj: '11.222.333/0001-81' })).toBe(
      'MEI (CNPJ 11.222.333/0001-81)',
    );
    expect(receivingAsText({ receiving_as: 'person', cpf: null, mei_cnpj: null })).toBe('Pessoa física');
    expect(receivingAsParts({ receiving_as: 'mei', cpf, mei_cnpj: '11.222.333/0001-81' })).toEqual({
      way: 'MEI',
      document: 'CNPJ 11.222.333/0001-81',
    });
  });
});
