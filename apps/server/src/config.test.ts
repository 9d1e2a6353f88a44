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

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names (addresses or CIDRs), or from nobody', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, saying what to set instead, a hop count, and anything that is not an address', () => {
    const whatToSet =
      /addresses or CIDRs of the proxies in front of the app \(e\.g\. 10\.0\.0\.0\/8,127\.0\.0\.1\), or false/;
    for (const value of ['true', 'TRUE', '1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*any client could pose as any address/);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(whatToSet);
    }
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY: a hop count \(2\) is refused/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an address or CIDR: "10\.0\.0\.0\/33"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'balanceador.interno' })).toThrow(/"balanceador\.interno"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,,10.0.0.2' })).toThrow(/TRUST_PROXY: not an address or CIDR: ""/);
    expect(() => loadConfig({ TRUST_PROXY: '1.2.3' })).toThrow(whatToSet);
  });
});
