import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'segredo-de-producao-com-mais-de-32-caracteres',
  DATABASE_URL: 'postgres://app@db/app',
  ASAAS_API_KEY: 'chave-de-producao',
  ASAAS_WEBHOOK_TOKEN: 'token-do-webhook-de-producao',
  SUPPORT_WHATSAPP: '5521987654321',
};

describe('config', () => {
  it('keeps the development pages off unless DEV_TOOLS=true, in development too', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).DEV_TOOLS).toBe(false);
    expect(loadConfig({}).DEV_TOOLS).toBe(false);
    expect(loadConfig({ DEV_TOOLS: 'true' }).DEV_TOOLS).toBe(true);
  });

  it('refuses to start in production with DEV_TOOLS', () => {
    expect(loadConfig(PRODUCTION).DEV_TOOLS).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, DEV_TOOLS: 'true' })).toThrow(
      /DEV_TOOLS must not be enabled in production/,
    );
  });

  it('takes the support WhatsApp from SUPPORT_WHATSAPP, with a placeholder only outside production', () => {
    expect(loadConfig(PRODUCTION).supportWhatsapp).toBe('5521987654321');
    expect(loadConfig({}).supportWhatsapp).toBe('5511999999999');
    const { SUPPORT_WHATSAPP: _, ...withoutNumber } = PRODUCTION;
    expect(() => loadConfig(withoutNumber)).toThrow(/SUPPORT_WHATSAPP is required in production/);
    expect(() => loadConfig({ ...PRODUCTION, SUPPORT_WHATSAPP: '+55 (21) 98765-4321' })).toThrow(/SUPPORT_WHATSAPP/);
  });
});
