// The pages a phone user opens first, as `npm run bench:web` and `npm run bench:web-tasks` load
// them: signed in (a demo account's session cookie) where the page needs it, on the demo data.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, machineInfo, writeResults } from './common.mjs';

const PASSWORD = 'Demo@2026';
const FREELANCER = 'demo.freelancer@vamostrabalhar.com.br';
const CONTRACTOR = 'demo.contratante@vamostrabalhar.com.br';

/** The session cookie of a demo account, sent with every request of the page. */
async function signIn(url, email) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login de ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function firstId(url, path, cookie, pick) {
  const response = await fetch(`${url}/api${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  const id = pick(await response.json());
  if (!id) throw new Error(`GET ${path}: nenhuma vaga na base de demonstração`);
  return id;
}

/**
 * Each page as { name, path, cookie } (cookie null: signed out), those named in `only` (all when
 * it is undefined): the login, a job's public page, the freelancer's board and a job's detail, the
 * contractor's jobs and a job's details.
 */
export async function webPages(url, only) {
  const freelancer = await signIn(url, FREELANCER);
  const contractor = await signIn(url, CONTRACTOR);
  const jobId = await firstId(url, '/jobs', freelancer, (body) => body.jobs?.[0]?.id);
  const contractorJobId = await firstId(url, '/contractor/jobs', contractor, (body) => body.jobs?.[0]?.id);
  const publicPath = await firstId(url, `/jobs/${jobId}`, freelancer, (body) => body.public_path);
  const pages = [
    { name: '/login', path: '/login', cookie: null },
    { name: '/vagas/:slug', path: publicPath, cookie: null },
    { name: '/freelancer/jobs', path: '/freelancer/jobs', cookie: freelancer },
    { name: '/jobs/:id', path: `/jobs/${jobId}`, cookie: freelancer },
    { name: '/contractor/jobs', path: '/contractor/jobs', cookie: contractor },
    { name: '/contractor/jobs/:id/details', path: `/contractor/jobs/${contractorJobId}/details`, cookie: contractor },
  ];
  return pages.filter(({ name }) => !only || only.includes(name));
}

/** The system Chromium's flags for the benchmarks: no sandbox, GPU or background traffic. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Stops the script when the web app is not built (the pages are served from apps/web/dist). */
export function requireBuild(script) {
  if (existsSync(join(ROOT, 'apps/web/dist/index.html'))) return;
  console.error(`apps/web/dist não existe: rode \`npm run build\` antes de \`npm run ${script}\`.`);
  process.exit(1);
}

/** Writes the runs' results (bench/results/<prefix><timestamp>.json) and prints where. */
export function saveWebResults(prefix, { runs, cpuSlowdown, loadAtStart, results }) {
  const file = writeResults(prefix, { runs, cpuSlowdown, machine: machineInfo(loadAtStart), results });
  console.log(`\n${file}`);
}
