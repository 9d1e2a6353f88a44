import type { Config } from '../../config.ts';
import type { CepProvider } from './cep-provider.ts';
import { OfflineCepProvider } from './offline-cep-provider.ts';
import { ViaCepProvider } from './viacep-provider.ts';

/** CEP_PROVIDER=viacep uses ViaCEP at VIACEP_URL; the default answers from the embedded fixture. */
export function createCepProvider(config: Pick<Config, 'CEP_PROVIDER' | 'VIACEP_URL'>): CepProvider {
  switch (config.CEP_PROVIDER) {
    case 'viacep':
      return new ViaCepProvider({ baseUrl: config.VIACEP_URL });
    case 'offline':
      return new OfflineCepProvider();
    default: {
      const never: never = config.CEP_PROVIDER;
      throw new Error(`Unknown CEP_PROVIDER ${String(never)}`);
    }
  }
}
