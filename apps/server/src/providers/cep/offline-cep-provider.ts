import type { CepAddress, CepProvider } from './cep-provider.ts';

type Entry = readonly [cep: string, street: string, neighborhood: string, city: string, state: string];

/** Real CEPs of city centres across the country, enough for development, demos and tests. */
const FIXTURE: readonly Entry[] = [
  ['01001000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP'],
  ['01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'],
  ['01310200', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'],
  ['04538133', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', 'São Paulo', 'SP'],
  ['13010111', 'Rua Barão de Jaguara', 'Centro', 'Campinas', 'SP'],
  ['20031050', 'Praça Floriano', 'Centro', 'Rio de Janeiro', 'RJ'],
  ['20040020', 'Praça Pio X', 'Centro', 'Rio de Janeiro', 'RJ'],
  ['22021001', 'Avenida Atlântica', 'Copacabana', 'Rio de Janeiro', 'RJ'],
  ['30130010', 'Praça Sete de Setembro', 'Centro', 'Belo Horizonte', 'MG'],
  ['40020000', 'Rua Chile', 'Centro', 'Salvador', 'BA'],
  ['50030230', 'Avenida Rio Branco', 'Recife', 'Recife', 'PE'],
  ['60060170', 'Rua Senador Pompeu', 'Centro', 'Fortaleza', 'CE'],
  ['70040010', 'SBN Quadra 1', 'Asa Norte', 'Brasília', 'DF'],
  ['80010000', 'Praça Tiradentes', 'Centro', 'Curitiba', 'PR'],
  ['88010400', 'Rua Felipe Schmidt', 'Centro', 'Florianópolis', 'SC'],
  ['90010000', 'Rua Sete de Setembro', 'Centro Histórico', 'Porto Alegre', 'RS'],
];

const BY_CEP: ReadonlyMap<string, CepAddress> = new Map(
  FIXTURE.map(([cep, street, neighborhood, city, state]) => [cep, { cep, street, neighborhood, city, state }]),
);

/** The embedded default: answers from a fixed list, works offline; an unknown CEP is not found. */
export class OfflineCepProvider implements CepProvider {
  async lookup(cep: string): Promise<CepAddress | null> {
    const found = BY_CEP.get(cep);
    return found ? { ...found } : null;
  }
}
