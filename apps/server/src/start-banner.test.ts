import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.ts';

const address = (port: number) => ({ address: '0.0.0.0', family: 'IPv4', port });

describe('start banner', () => {
  it('prints the port actually listened on, not the default APP_URL', () => {
    const banner = startBanner({ APP_URL: 'http://localhost:3000', isProduction: false }, address(4321), 'PGlite');
    expect(banner).toContain('Vamos Trabalhar em http://localhost:4321 — banco: PGlite');
  });

  it('prints the public APP_URL in production, with the listening port', () => {
    const banner = startBanner(
      { APP_URL: 'https://vamostrabalhar.com.br', isProduction: true },
      address(8080),
      'PostgreSQL',
    );
    expect(banner).toContain(
      'Vamos Trabalhar em https://vamostrabalhar.com.br (escutando na porta 8080) — banco: PostgreSQL',
    );
  });
});
