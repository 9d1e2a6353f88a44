import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import type { RouteEntry } from './route-table.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { fingerprint } from '../test/db-fingerprint.ts';
import { signupContractor, signupFreelancer } from '../test/factories.ts';
import { insertOperatorLogin, signInOperatorAs } from '../test/operators.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The routes a visitor may call without a session, each with the reason. Every other route of the
 * route table answers an anonymous caller 401 before it looks at the request: a visitor learns
 * nothing about what a route expects, and no invalid input can be told apart from valid input.
 */
const PUBLIC: Record<string, string> = {
  'GET /api/docs': 'the API reference page',
  'GET /api/health': "the load balancer's probe",
  'GET /api/ready': "the load balancer's readiness probe (decision 0052): ready or not, and why",
  'GET /api/config': 'what the SPA reads before anyone signs in (support WhatsApp…)',
  'POST /api/vitals': "every visitor's web-vitals beacon, signed in or not",
  'POST /api/auth/signup': 'creates the session',
  'POST /api/auth/login': 'creates the session',
  'POST /api/auth/operator/login': "creates an operator's session (its second factor still to come)",
  'POST /api/auth/logout': 'signing out without a session is a harmless no-op',
  'GET /api/auth/session': 'answers { user: null } to a visitor',
  'POST /api/auth/forgot-password': 'the person has no session, only an e-mail',
  'POST /api/auth/reset-password': 'the e-mailed token is the credential',
  'GET /api/manager-invitations/:token': "the e-mailed invitation link's token is the credential",
  'POST /api/manager-invitations/:token/accept': "the e-mailed invitation link's token is the credential",
  'GET /api/address/cep/:cep': 'signup step 3 looks up the address before there is a session',
  'GET /email/descadastrar': "the e-mail's signed token is the credential",
  'POST /email/descadastrar': "the e-mail's signed token is the credential (one-click unsubscribe)",
  'POST /api/payments/webhook/asaas': "the payment provider, authenticated by the webhook's token",
  'POST /api/payments/webhook/asaas-transfers':
    "the payment provider's transfer events, authenticated by the webhook's token",
  'GET /uploads/*': 'uploaded images are public files',
  'GET /vagas/*': "a job's public page, for crawlers, link previews and visitors",
  'GET /api/public/jobs/:id': "a job's public page as the SPA reads it",
  'GET /og/vagas/:file': "the card image of a job's shared link",
  'GET /robots.txt': 'for crawlers',
  'GET /sitemap.xml': 'for crawlers: the index of the sitemaps',
  'GET /sitemaps/vagas.xml': 'for crawlers: the open public jobs',
  'GET /sitemaps/cidades.xml': 'for crawlers: the listing pages of the cities',
  'GET /dev/outbox': 'development only (DEV_TOOLS, refused in production)',
  'GET /api/dev/outbox': 'development only (DEV_TOOLS, refused in production)',
  'GET /dev/pix/:id': 'development only (DEV_TOOLS, refused in production)',
  'POST /dev/pix/:id/confirm': 'development only (DEV_TOOLS, refused in production)',
  'POST /dev/pix/:id/expire': 'development only (DEV_TOOLS, refused in production)',
  'GET /dev/pix-out': 'development only (DEV_TOOLS, refused in production)',
  'POST /dev/operators': 'development only (DEV_TOOLS, refused in production): operator:create for the e2e journeys',
  'POST /dev/pix-out/fail-next': 'development only (DEV_TOOLS, refused in production)',
  'POST /dev/pix-out/:id/fail': 'development only (DEV_TOOLS, refused in production)',
};

/**
 * Routes whose credential is a configured token, not a session (decision 0052): they answer an
 * anonymous caller, and a signed-in person, 401 like the guarded ones; served only when configured.
 */
const TOKEN_ONLY: Record<string, string> = {
  'GET /metrics': 'Prometheus, with METRICS_TOKEN as its bearer token (a 404 when the token is not set)',
};

const key = (route: RouteEntry) => `${route.method} ${route.url}`;

/** Every query parameter any route reads, each invalid for it. */
const BAD_QUERY = new URLSearchParams({
  cursor: 'x'.repeat(30),
  limit: '-1',
  q: 'x'.repeat(500),
  status: 'nenhum',
  date: 'ontem',
  city: '',
  state: 'XX',
  segment: 'nenhum',
  to: '',
  token: '',
  month: '2026-13',
}).toString();

/** A body no route accepts: unknown fields, wrong types, nothing required. */
const BAD_JSON = JSON.stringify({ invalido: [1, { a: null }], email: 5, full_name: false });

/**
 * The authorization matrix over the whole route table: an anonymous request with an invalid body,
 * query and path parameters gets 401 UNAUTHENTICATED from every route that is not PUBLIC — never a
 * 400 that would mean validation ran before authentication — and changes nothing.
 */
describe.each(TEST_DATABASES)('anonymous requests to every route on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    // Development tools and metrics on, so their routes are in the table too; no web build (its pages are public).
    t = await createTestApp(kind, {
      DEV_TOOLS: 'true',
      WEB_DIST_DIR: './nao-existe',
      METRICS_TOKEN: 'token-da-matriz-de-autorizacao',
    });
  });
  afterAll(async () => t.close());

  it('lists only routes that exist as public or token-only', () => {
    const routes = new Set(t.routes.map(key));
    expect(Object.keys(PUBLIC).filter((route) => !routes.has(route))).toEqual([]);
    expect(Object.keys(TOKEN_ONLY).filter((route) => !routes.has(route) || route in PUBLIC)).toEqual([]);
  });

  it('answers 401 UNAUTHENTICATED before validating anything, on every other route', async () => {
    const guarded = t.routes.filter((route) => !(key(route) in PUBLIC));
    expect(guarded.length).toBeGreaterThan(50);
    const before = await fingerprint(t.deps.db);

    const wrong: string[] = [];
    for (const route of guarded) {
      const withBody = route.method !== 'GET';
      const res = await t.request({
        method: route.method as 'GET',
        url: `${route.url.replace(/:[A-Za-z_]+/g, 'nao-e-um-id')}?${BAD_QUERY}`,
        ...(withBody
          ? route.multipart
            ? { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' }
            : { headers: { 'content-type': 'application/json' }, payload: BAD_JSON }
          : {}),
      });
      const error = res.statusCode === 401 ? res.json<{ error?: unknown }>().error : undefined;
      if (
        JSON.stringify(error) !== JSON.stringify({ code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED })
      ) {
        wrong.push(`${key(route)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.deps.db)).toEqual(before);
  });
});

/**
 * The operator's routes (decision 0048): every /api/operator route answers a freelancer, a contractor
 * 401 (to them it is as if signed out: an operator's routes know no other session) and
 * an operator whose second factor is not verified yet 403 SECOND_FACTOR_REQUIRED; the second factor's
 * own steps (/api/auth/operator, but the login) answer everyone but an operator 401. Nothing changes.
 */
describe.each(TEST_DATABASES)("the operator's routes to everyone else on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEV_TOOLS: 'true', WEB_DIST_DIR: './nao-existe' });
  });
  afterAll(async () => t.close());

  const isOperatorRoute = (route: RouteEntry) => route.url.startsWith('/api/operator/');
  const isSecondFactorStep = (route: RouteEntry) =>
    route.url.startsWith('/api/auth/operator/') && route.url !== '/api/auth/operator/login';

  async function answers(routes: RouteEntry[], cookie: string) {
    const got: string[] = [];
    for (const route of routes) {
      const withBody = route.method !== 'GET';
      const res = await t.request({
        method: route.method as 'GET',
        url: `${route.url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000')}?${BAD_QUERY}`,
        cookie,
        ...(withBody ? { headers: { 'content-type': 'application/json' }, payload: BAD_JSON } : {}),
      });
      got.push(`${key(route)} → ${res.statusCode} ${res.json<{ error?: { code?: string } }>().error?.code ?? ''}`);
    }
    return got;
  }

  it('refuses every /api/operator route to freelancers, contractors, and to an operator before the code', async () => {
    const operatorRoutes = t.routes.filter(isOperatorRoute);
    const steps = t.routes.filter(isSecondFactorStep);
    expect(operatorRoutes.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeGreaterThanOrEqual(4);
    const freelancer = await signupFreelancer(t);
    const contractor = await signupContractor(t);
    const unverified = await signInOperatorAs(t, await insertOperatorLogin(t));
    const before = await fingerprint(t.deps.db);

    const refused = (routes: RouteEntry[], status: string) => routes.map((route) => `${key(route)} → ${status}`);
    for (const person of [freelancer, contractor]) {
      expect(await answers(operatorRoutes, person.cookie)).toEqual(refused(operatorRoutes, '401 UNAUTHENTICATED'));
      expect(await answers(steps, person.cookie)).toEqual(refused(steps, '401 UNAUTHENTICATED'));
    }
    expect(await answers(operatorRoutes, unverified.cookie)).toEqual(
      refused(operatorRoutes, '403 SECOND_FACTOR_REQUIRED'),
    );
    expect(await fingerprint(t.deps.db)).toEqual(before);
  });
});
