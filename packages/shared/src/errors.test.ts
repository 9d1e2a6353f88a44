import { describe, expect, it } from 'vitest';
import {
  readApiErrorBody,
  ERROR_CODES,
  ERROR_MESSAGES,
  errorMessage,
  fieldErrors,
  formatErrorMessage,
  isErrorCode,
} from './errors.ts';

describe('ERROR_MESSAGES', () => {
  it('has a Portuguese text for every code and nothing else', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(ERROR_MESSAGES[code].length).toBeGreaterThan(0);
  });

  it.each([
    ['UNAUTHENTICATED', 'Você precisa estar logado.'],
    ['FORBIDDEN', 'Você não tem permissão para acessar este recurso.'],
    ['NOT_FOUND', 'Recurso não encontrado.'],
    ['VALIDATION', 'Dados inválidos. Verifique as informações e tente novamente.'],
    ['INVALID_JSON', 'Requisição inválida: o corpo deve ser JSON válido.'],
    ['UNSUPPORTED_MEDIA_TYPE', 'Requisição inválida: envie os dados em JSON.'],
    ['PAYLOAD_TOO_LARGE', 'Requisição muito grande.'],
    ['RATE_LIMITED', 'Muitas tentativas. Aguarde alguns minutos antes de tentar novamente.'],
    ['CSRF', 'Origem da requisição não permitida.'],
    ['EMAIL_TAKEN', 'Este e-mail já está cadastrado. Tente fazer login ou use outro e-mail.'],
    ['INVALID_CREDENTIALS', 'E-mail ou senha incorretos.'],
    ['INVALID_RESET_TOKEN', 'Link de redefinição inválido ou expirado. Solicite um novo.'],
    ['INSUFFICIENT_BALANCE', 'Saldo insuficiente para esta operação.'],
    ['CEP_NOT_FOUND', 'CEP não encontrado'],
    ['CEP_LOOKUP_FAILED', 'Não foi possível buscar o endereço. Tente novamente.'],
    ['UNSUPPORTED_FILE', 'Formato não suportado. Tipos aceitos: JPEG, JPG, PNG, GIF'],
    ['FILE_TOO_LARGE', 'Arquivo muito grande. Tamanho máximo: 5MB'],
    ['MALFORMED_UPLOAD', 'Não foi possível ler o arquivo enviado. Tente enviar a imagem novamente.'],
    ['SHUTTING_DOWN', 'O servidor está reiniciando. Tente novamente em instantes.'],
    ['INTERNAL', 'Ocorreu um erro inesperado. Tente novamente.'],
    ['JOB_NOT_FOUND', 'Vaga não encontrada'],
    ['JOB_CANCELLED', 'Esta vaga já foi cancelada e não pode mais ser alterada.'],
    ['INSUFFICIENT_CREDITS', 'Você não tem créditos suficientes para aprovar esta candidatura.'],
    ['FREELANCER_INSUFFICIENT_COINS', 'O freelancer não possui moedas suficientes para esta vaga.'],
    ['APPLICATION_NOT_FOUND', 'Candidatura não encontrada.'],
    ['JOB_FULL', 'Esta vaga já possui o número máximo de freelancers aprovados.'],
    ['FREELANCER_NOT_FOUND', 'Freelancer não encontrado'],
  ] as const)('%s → %j', (code, message) => {
    expect(ERROR_MESSAGES[code]).toBe(message);
  });
});

describe('isErrorCode / errorMessage', () => {
  it('recognizes known codes only', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it('falls back to the INTERNAL text for unknown codes', () => {
    expect(errorMessage('CSRF')).toBe('Origem da requisição não permitida.');
    expect(errorMessage('SOMETHING_NEW')).toBe('Ocorreu um erro inesperado. Tente novamente.');
  });
});

describe('formatErrorMessage', () => {
  it('fills the placeholders it is given and leaves the others', () => {
    expect(formatErrorMessage('INSUFFICIENT_TOKENS', { n: 12 })).toBe(
      'Tokens insuficientes. Você precisa de 12 moedas para se candidatar a esta vaga.',
    );
    expect(formatErrorMessage('INSUFFICIENT_TOKENS', {})).toContain('{n}');
  });
});

describe('readApiErrorBody', () => {
  it('reads an error body with and without fields, and a code added later', () => {
    const body = { error: { code: 'VALIDATION', message: 'x', fields: { 'address.cep': 'CEP inválido' } } };
    expect(readApiErrorBody(body)).toEqual(body);
    expect(readApiErrorBody({ error: { code: 'NEW_CODE', message: 'y' } })).toEqual({
      error: { code: 'NEW_CODE', message: 'y' },
    });
    const tokens = { error: { code: 'INSUFFICIENT_TOKENS', message: 'z', required_tokens: 3 } };
    expect(readApiErrorBody(tokens)).toEqual(tokens);
  });

  it('answers null for other shapes', () => {
    for (const data of [
      null,
      'x',
      [],
      { error: 'x' },
      { error: { code: 'X' } },
      { error: { code: 'X', message: 'y', fields: { a: 1 } } },
      { error: { code: 'X', message: 'y', fields: ['a'] } },
      { error: { code: 'X', message: 'y', required_tokens: 1.5 } },
    ]) {
      expect(readApiErrorBody(data)).toBeNull();
    }
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per dotted path and skips object-level issues', () => {
    expect(
      fieldErrors([
        { path: ['email'], message: 'E-mail obrigatório' },
        { path: ['email'], message: 'E-mail inválido' },
        { path: ['address', 'cep'], message: 'CEP inválido' },
        { path: ['positions', 0], message: 'Cargo inválido' },
        { path: [], message: 'root' },
      ]),
    ).toEqual({ email: 'E-mail obrigatório', 'address.cep': 'CEP inválido', 'positions.0': 'Cargo inválido' });
  });

  it('handles field names that collide with Object.prototype', () => {
    expect(fieldErrors([{ path: ['constructor'], message: 'x' }])).toEqual({ constructor: 'x' });
  });
});
