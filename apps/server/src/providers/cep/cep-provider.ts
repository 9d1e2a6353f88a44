/** An address found for a CEP. `cep` is the 8 digits; `state` the UF ('SP'). */
export type CepAddress = {
  cep: string;
  street: string;
  neighborhood: string;
  city: string;
  state: string;
};

/**
 * Looks up a CEP (8 digits, no mask). Resolves null when the CEP does not exist; rejects when
 * the provider cannot answer (network error, timeout, unexpected status).
 */
export interface CepProvider {
  lookup(cep: string): Promise<CepAddress | null>;
}
