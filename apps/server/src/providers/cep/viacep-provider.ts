import { z } from 'zod';
import type { CepAddress, CepProvider } from './cep-provider.ts';

const DEFAULT_TIMEOUT_MS = 5000;

/** ViaCEP's answer: the address, or `{ "erro": true }` (older versions: "true") for an unknown CEP. */
const ViaCepBody = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    logradouro: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string(),
    uf: z.string(),
  }),
]);

/** CEP lookup against ViaCEP (`GET {baseUrl}/{cep}/json/`). */
export class ViaCepProvider implements CepProvider {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: { baseUrl: string; timeoutMs?: number }) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async lookup(cep: string): Promise<CepAddress | null> {
    if (!/^\d{8}$/.test(cep)) throw new Error(`ViaCEP: malformed CEP ${JSON.stringify(cep)}`);
    const response = await fetch(`${this.baseUrl}/${cep}/json/`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`ViaCEP answered HTTP ${response.status}`);
    const body = ViaCepBody.parse(await response.json());
    if ('erro' in body) return null;
    return {
      cep,
      street: body.logradouro.trim(),
      neighborhood: body.bairro.trim(),
      city: body.localidade.trim(),
      state: body.uf.trim().toUpperCase(),
    };
  }
}
