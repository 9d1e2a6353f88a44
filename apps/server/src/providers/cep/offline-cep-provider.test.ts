import { describe, expect, it } from 'vitest';
import { isUf } from '@vamos/shared/br-states';
import { OfflineCepProvider } from './offline-cep-provider.ts';

describe('OfflineCepProvider', () => {
  const provider = new OfflineCepProvider();

  it('knows Avenida Paulista', async () => {
    expect(await provider.lookup('01310100')).toEqual({
      cep: '01310100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it.each([
    ['20040020', 'Rio de Janeiro', 'RJ'],
    ['30130010', 'Belo Horizonte', 'MG'],
    ['80010000', 'Curitiba', 'PR'],
    ['40020000', 'Salvador', 'BA'],
    ['90010000', 'Porto Alegre', 'RS'],
    ['70040010', 'Brasília', 'DF'],
    ['50030230', 'Recife', 'PE'],
    ['60060170', 'Fortaleza', 'CE'],
    ['88010400', 'Florianópolis', 'SC'],
    ['13010111', 'Campinas', 'SP'],
  ])('knows %s in %s/%s', async (cep, city, state) => {
    const found = await provider.lookup(cep);
    expect(found).toMatchObject({ cep, city, state });
    expect(isUf(found!.state)).toBe(true);
    expect(found!.street.length).toBeGreaterThan(0);
    expect(found!.neighborhood.length).toBeGreaterThan(0);
  });

  it('answers null for an unknown CEP', async () => {
    expect(await provider.lookup('99999999')).toBeNull();
  });
});
