import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'segredo-de-producao-com-mais-de-32-caracteres',
  DATABASE_URL: 'postgres://app@db/app',
  ASAAS_API_KEY: 'chave-de-producao',
  ASAAS_WEBHOOK_TOKEN: 'token-do-webhook-de-producao',
};

describe('config', () => {
  it('keeps the development pages off unless DEV_TOOLS=true, in development too', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).DEV_TOOLS).toBe(false);
    expect(loadConfig({}).DEV_TOOLS).toBe(false);
    expect(loadConfig({ DEV_TOOLS: 'true' }).DEV_TOOLS).toBe(true);
  });

  it('refuses to start in production with DEV_TOOLS', () => {
    expect(loadConfig(PRODUCTION).DEV_TOOLS).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, DEV_TOOLS: 'true' })).toThrow(/DEV_TOOLS must not be enabled in production/);
  });
});
