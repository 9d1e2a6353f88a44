import type { Browser, BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { appOrigin, uniqueEmail } from './accounts';
import { expect } from './two-people';

export const OPERATOR_PASSWORD = 'Operadora@Forte1';

/** The authenticator app's code now, computed as the app does (the same library the server checks with). */
export function codeOf(secret: string, at = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at,
  });
}

export type SignedInOperator = { context: BrowserContext; page: Page; email: string; name: string };

/**
 * An operator made by operator:create's function (the development tools' /dev/operators), with the
 * password set by the one-time link, signed in and past the second factor, all through the API in a
 * browser context of its own at 390 px: for the journeys whose point is what the operator does next
 * (e2e/operator.spec.ts walks these steps on the screens). Close the context.
 */
export async function signedInOperator(browser: Browser, name = 'Olívia Operadora'): Promise<SignedInOperator> {
  const origin = appOrigin();
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    extraHTTPHeaders: { origin },
  });
  const api = context.request;
  const email = uniqueEmail('operadora');
  const created = await api.post('/dev/operators', { data: { email, name } });
  expect(created.status(), await created.text()).toBe(201);
  const token = new URL(((await created.json()) as { link: string }).link).searchParams.get('token');
  const reset = await api.post('/api/auth/reset-password', { data: { token, password: OPERATOR_PASSWORD } });
  expect(reset.ok(), await reset.text()).toBe(true);
  const login = await api.post('/api/auth/operator/login', { data: { email, password: OPERATOR_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const enrolment = await api.post('/api/auth/operator/totp/enrolment', { data: {} });
  expect(enrolment.ok(), await enrolment.text()).toBe(true);
  const { secret } = (await enrolment.json()) as { secret: string };
  const verified = await api.post('/api/auth/operator/totp/verify', { data: { code: codeOf(secret) } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { context, page: await context.newPage(), email, name };
}
