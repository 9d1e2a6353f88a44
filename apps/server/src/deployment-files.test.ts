import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigSchema, loadConfig } from './config.ts';
import { REPO_ROOT } from './test/app-process.ts';

type ComposeService = {
  image?: string;
  environment?: Record<string, string>;
  networks?: Record<string, { ipv4_address?: string }> | string[];
};

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
/** compose.yaml as Docker Compose reads it: `${NAME:-default}` and `${NAME-default}` take their defaults. */
const compose = parse(read('compose.yaml').replace(/\$\{[A-Z_]+:?-([^}]*)\}/g, '$1'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const dockerfile = read('Dockerfile');
const caddyfile = read('deploy/Caddyfile');

/**
 * The deployment files (decision 0052) against the code they run: Docker is not available here (nor
 * in CI) to start them, so what can drift is checked: the app's variables are the ones config.ts
 * reads and it accepts them, the proxy Caddy is the only one trusted, the images are pinned.
 */
describe('deployment files', () => {
  const apps = ['app-1', 'app-2'].map((name) => compose.services[name]);

  it("give both app instances the same environment, which the server's config reads and accepts", () => {
    const [first, second] = apps;
    expect(first?.environment).toBeDefined();
    expect(second?.environment).toEqual(first?.environment);
    // Compose hands every value to the process as a string (a number-looking default included).
    const env = Object.fromEntries(Object.entries(first?.environment ?? {}).map(([k, v]) => [k, String(v)]));
    expect(Object.keys(env).filter((name) => !(name in ConfigSchema.shape))).toEqual([]);
    const config = loadConfig(env);
    expect(config.isProduction).toBe(true);
    expect(new URL(config.DATABASE_URL ?? '').hostname).toBe('postgres');
    expect([config.S3_ENDPOINT, config.SMTP_URL]).toEqual(['http://minio:9000', 'smtp://mailpit:1025']);
    expect(config.METRICS_TOKEN).toBeDefined();
  });

  it("trusts only Caddy's address for X-Forwarded-For, and Caddy balances the two instances on /api/ready", () => {
    const caddy = compose.services.caddy?.networks as Record<string, { ipv4_address?: string }>;
    expect(apps[0]?.environment?.TRUST_PROXY).toBe(caddy.internal?.ipv4_address);
    expect(caddyfile).toMatch(/reverse_proxy app-1:3000 app-2:3000 \{/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready\n/);
    expect(caddyfile).toContain('tls internal');
  });

  it('pin every image by tag and build the app as a non-root, production, health-checked image', () => {
    const images = Object.values(compose.services).flatMap((service) => (service.image ? [service.image] : []));
    expect(images.filter((image) => !/:[\w.-]+$/.test(image) || image.endsWith(':latest'))).toEqual([]);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:\d+\.\d+\.\d+-bookworm-slim$/m);
    expect(dockerfile.match(/^FROM /gm)?.length).toBe(3);
    expect(dockerfile).toMatch(/^RUN npm ci /m);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "--enable-source-maps", "apps\/server\/dist\/main\.js"\]$/m);
    expect(read('scripts/build-server.mjs')).toContain('entryPoints: { main: `${server}/src/main.ts`');
  });
});
