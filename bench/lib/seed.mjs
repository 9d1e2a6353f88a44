// The marketplace benchmark's data, seeded with set-based SQL (generate_series, INSERT ... SELECT)
// in one transaction: users with profiles and credentials, active jobs with future dates across
// the real segments and a list of real cities, pending applications, and every balance as the
// sum of its ledger entries (opening grant, a bench grant, 1 credit per job published).
//
// Ids are deterministic (md5 of a label, as a uuid), so the benchmark can name any row without
// reading it back: `benchId('job', 17)` in JS is `md5('vt-bench:job:17')::uuid` in SQL.
import { createHash } from 'node:crypto';

export const FREELANCERS = 4000;
export const CONTRACTORS = 1000;
export const JOBS = 20_000;
/** Jobs 1..APPROVE_JOBS belong to the first APPROVE_CONTRACTORS contractors and take 50 people. */
export const APPROVE_CONTRACTORS = 50;
export const APPROVE_JOBS = 2000;
/** Pending applications on each approve-pool job (under its 50 places, so none fills). */
export const APPROVE_APPS_PER_JOB = 9;
export const APPLICATIONS = 50_000;
/** Block pairs (issue 26): 4,000 contractors blocking a freelancer, 1,000 freelancers hiding a contractor. */
export const BLOCKS = 5_000;
/**
 * Invite-first jobs (decision 0037): one job in ten of the 20,000 (every 9th outside the approve pool,
 * so approvals stay real) is still open only to its contractor's team, for a day; 6,000 team pairs
 * (each board reader and applier in the teams of about twenty contractors).
 */
export const INVITE_FIRST_EVERY = 9;
export const TEAM_PAIRS = 6_000;
export const PASSWORD = 'BenchSenha2026';
/** Coins and credits granted on top of the opening balances (ledger reason `bench_grant`). */
export const BENCH_COINS = 10_000;
export const BENCH_CREDITS = 1_000;

export function benchId(kind, n) {
  const h = createHash('md5').update(`vt-bench:${kind}:${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const freelancerEmail = (n) => `freela.${n}@bench.vamostrabalhar.com.br`;
export const contractorEmail = (n) => `contratante.${n}@bench.vamostrabalhar.com.br`;

/** Real cities (São Paulo weighted as the biggest market) with a neighbourhood and CEP each. */
export const PLACES = [
  ['São Paulo', 'SP', 'Bela Vista', '01310-100'],
  ['São Paulo', 'SP', 'Pinheiros', '05422-000'],
  ['São Paulo', 'SP', 'Moema', '04077-000'],
  ['São Paulo', 'SP', 'Vila Madalena', '05433-000'],
  ['Rio de Janeiro', 'RJ', 'Copacabana', '22020-001'],
  ['Rio de Janeiro', 'RJ', 'Botafogo', '22250-040'],
  ['Belo Horizonte', 'MG', 'Savassi', '30140-071'],
  ['Curitiba', 'PR', 'Batel', '80420-090'],
  ['Porto Alegre', 'RS', 'Moinhos de Vento', '90570-001'],
  ['Salvador', 'BA', 'Rio Vermelho', '41940-010'],
  ['Recife', 'PE', 'Boa Viagem', '51020-000'],
  ['Fortaleza', 'CE', 'Meireles', '60165-080'],
  ['Brasília', 'DF', 'Asa Sul', '70390-010'],
  ['Florianópolis', 'SC', 'Lagoa da Conceição', '88062-000'],
  ['Campinas', 'SP', 'Cambuí', '13025-000'],
  ['Goiânia', 'GO', 'Setor Bueno', '74230-010'],
  ['Belém', 'PA', 'Umarizal', '66055-000'],
  ['Manaus', 'AM', 'Adrianópolis', '69057-000'],
  ['Santos', 'SP', 'Gonzaga', '11060-000'],
  ['Niterói', 'RJ', 'Icaraí', '24220-000'],
  ['Ribeirão Preto', 'SP', 'Jardim Botânico', '14021-000'],
  ['Natal', 'RN', 'Ponta Negra', '59090-000'],
  ['Vitória', 'ES', 'Praia do Canto', '29055-000'],
];

const uid = (kind, n) => `md5('vt-bench:${kind}:' || ${n})::uuid`;

/**
 * The seeding statements, in order, for one transaction. `today` is São Paulo's date; segments
 * are [code, label] pairs; `passwordHash` is one argon2id hash every seeded account shares.
 */
export function seedStatements({ today, segments, positions, sectors, passwordHash }) {
  const json = (v) => `'${JSON.stringify(v).replace(/'/g, "''")}'::json`;
  const places = PLACES.map(([city, state, neighborhood, cep], k) => ({ k, city, state, neighborhood, cep }));
  const segs = segments.map(([code, label], k) => ({ k, code, label }));
  const texts = (list) => list.map((t, k) => ({ k, t }));
  return [
    `CREATE TEMP TABLE bench_places ON COMMIT DROP AS
       SELECT * FROM json_to_recordset(${json(places)}) AS x(k int, city text, state text, neighborhood text, cep text)`,
    `CREATE TEMP TABLE bench_segments ON COMMIT DROP AS
       SELECT * FROM json_to_recordset(${json(segs)}) AS x(k int, code text, label text)`,
    `CREATE TEMP TABLE bench_positions ON COMMIT DROP AS SELECT * FROM json_to_recordset(${json(texts(positions))}) AS x(k int, t text)`,
    `CREATE TEMP TABLE bench_sectors ON COMMIT DROP AS SELECT * FROM json_to_recordset(${json(texts(sectors))}) AS x(k int, t text)`,

    // ------------------------------------------------------------ users, credentials, profiles
    `INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at)
       SELECT ${uid('freelancer', 'n')}, 'Freela Bench ' || n, 'freela.' || n || '@bench.vamostrabalhar.com.br', true,
              'freelancer', now() - interval '90 days', now() - interval '90 days'
       FROM generate_series(1, ${FREELANCERS}) n`,
    `INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at)
       SELECT ${uid('contractor', 'n')}, 'Contratante Bench ' || n, 'contratante.' || n || '@bench.vamostrabalhar.com.br', true,
              'contractor', now() - interval '90 days', now() - interval '90 days'
       FROM generate_series(1, ${CONTRACTORS}) n`,
    `INSERT INTO accounts (account_id, provider_id, user_id, password)
       SELECT id::text, 'credential', id, '${passwordHash.replace(/'/g, "''")}' FROM users`,
    `INSERT INTO profiles (user_id, user_type, full_name, cpf, phone, position, description, address)
       SELECT ${uid('freelancer', 'n')}, 'freelancer', 'Freela Bench ' || n, lpad(n::text, 11, '0'), '119' || lpad(n::text, 8, '0'),
              p.t, 'Experiência em eventos, bares e restaurantes.',
              jsonb_build_object('cep', pl.cep, 'state', pl.state, 'city', pl.city, 'neighborhood', pl.neighborhood,
                                 'street', 'Rua das Flores', 'number', n::text)
       FROM generate_series(1, ${FREELANCERS}) n
       JOIN bench_positions p ON p.k = n % ${positions.length}
       JOIN bench_places pl ON pl.k = n % ${PLACES.length}`,
    `INSERT INTO profiles (user_id, user_type, full_name, cpf, phone, company_name, company_legal_name, company_sector,
                           cnpj, company_phone, company_email, address)
       SELECT ${uid('contractor', 'n')}, 'contractor', 'Contratante Bench ' || n, lpad((n + 50000)::text, 11, '0'),
              '113' || lpad(n::text, 7, '0'), 'Empresa Bench ' || n, 'Empresa Bench ' || n || ' Ltda', s.t,
              lpad(n::text, 14, '0'), '112' || lpad(n::text, 7, '0'), 'empresa.' || n || '@bench.vamostrabalhar.com.br',
              jsonb_build_object('cep', pl.cep, 'state', pl.state, 'city', pl.city, 'neighborhood', pl.neighborhood,
                                 'street', 'Avenida Central', 'number', n::text)
       FROM generate_series(1, ${CONTRACTORS}) n
       JOIN bench_sectors s ON s.k = n % ${sectors.length}
       JOIN bench_places pl ON pl.k = n % ${PLACES.length}`,

    // ------------------------------------------------------------ jobs
    // Job i: contractor 1..50 for the approve pool (i ≤ ${APPROVE_JOBS}, 50 places), else 51..1000.
    // Dates from tomorrow to 45 days ahead; values R$ 80 to R$ 470; newest = job 1.
    `INSERT INTO jobs (id, contractor_id, title, description, company, location, city, state, address, service_date,
                       start_time, end_time, payment_date, salary_cents, requirements, lanche_no_local, gender_preference,
                       segment, required_people, status, created_at, updated_at)
       SELECT ${uid('job', 'i')}, ${uid('contractor', 'c')}, s.label, 'Atendimento em evento: ' || lower(s.label) || '.',
              'Empresa Bench ' || c, pl.neighborhood || ', ' || pl.city || ' - ' || pl.state, pl.city, pl.state,
              jsonb_build_object('cep', pl.cep, 'state', pl.state, 'city', pl.city, 'neighborhood', pl.neighborhood,
                                 'street', 'Rua do Evento', 'number', i::text, 'complement', ''),
              d, make_time(8 + i % 12, (i % 2) * 30, 0), make_time(8 + i % 12 + 4, (i % 2) * 30, 0), d + 3,
              8000 + (i * 37 % 40) * 1000, 'Pontualidade e roupa preta', i % 3 = 0,
              (ARRAY['no_preference', 'no_preference', 'male', 'female'])[1 + i % 4], s.code,
              CASE WHEN i <= ${APPROVE_JOBS} THEN 50 ELSE 1 + i % 5 END, 'active',
              now() - i * interval '37 seconds', now() - i * interval '37 seconds'
       FROM generate_series(1, ${JOBS}) i
       CROSS JOIN LATERAL (SELECT CASE WHEN i <= ${APPROVE_JOBS} THEN 1 + (i - 1) % ${APPROVE_CONTRACTORS}
                                       ELSE ${APPROVE_CONTRACTORS + 1} + (i - 1) % ${CONTRACTORS - APPROVE_CONTRACTORS} END AS c,
                                  '${today}'::date + 1 + i % 45 AS d) x
       JOIN bench_segments s ON s.k = i % ${segments.length}
       JOIN bench_places pl ON pl.k = i % ${PLACES.length}`,

    // ------------------------------------------------------------ applications (all pending)
    // Approve pool: ${APPROVE_APPS_PER_JOB} per job from consecutive (so distinct) freelancers.
    `INSERT INTO job_applications (job_id, freelancer_id, status, application_cost, applied_at)
       SELECT j.id, ${uid('freelancer', `1 + ((i - 1) * ${APPROVE_APPS_PER_JOB} + s - 1) % ${FREELANCERS}`)}, 'pending',
              greatest(1, round(j.salary_cents / 1000.0))::int, j.created_at + s * interval '1 minute'
       FROM generate_series(1, ${APPROVE_JOBS}) i
       CROSS JOIN generate_series(1, ${APPROVE_APPS_PER_JOB}) s
       JOIN jobs j ON j.id = ${uid('job', 'i')}`,
    // The rest: up to two per other job, two different freelancers (1013 is not a multiple of ${FREELANCERS}).
    `INSERT INTO job_applications (job_id, freelancer_id, status, application_cost, applied_at)
       SELECT j.id, ${uid('freelancer', `1 + (i * 2 + (s - 1) * 1013) % ${FREELANCERS}`)}, 'pending',
              greatest(1, round(j.salary_cents / 1000.0))::int, j.created_at + s * interval '1 minute'
       FROM (SELECT ${APPROVE_JOBS} + 1 + (n - 1) % ${JOBS - APPROVE_JOBS} AS i, 1 + (n - 1) / ${JOBS - APPROVE_JOBS} AS s
             FROM generate_series(1, ${APPLICATIONS - APPROVE_JOBS * APPROVE_APPS_PER_JOB}) n) x
       JOIN jobs j ON j.id = ${uid('job', 'i')}`,

    // ------------------------------------------------------------ invite-first jobs and teams (decision 0037)
    `UPDATE jobs SET invite_first_until = now() + interval '1 day'
      WHERE id IN (SELECT ${uid('job', 'i')} FROM generate_series(${APPROVE_JOBS + 1}, ${JOBS}) i
                    WHERE i % ${INVITE_FIRST_EVERY} = 0)`,
    // Freelancers 1..50 (the readers and appliers) in twenty teams each; the rest spread over every freelancer.
    `INSERT INTO team_members (contractor_id, freelancer_id)
       SELECT ${uid('contractor', `${APPROVE_CONTRACTORS + 1} + (f * 31 + k * 47) % ${CONTRACTORS - APPROVE_CONTRACTORS}`)},
              ${uid('freelancer', 'f')}
       FROM generate_series(1, 50) f CROSS JOIN generate_series(1, 20) k
       ON CONFLICT DO NOTHING`,
    `INSERT INTO team_members (contractor_id, freelancer_id)
       SELECT ${uid('contractor', `${APPROVE_CONTRACTORS + 1} + (n * 17) % ${CONTRACTORS - APPROVE_CONTRACTORS}`)},
              ${uid('freelancer', `51 + n % ${FREELANCERS - 50}`)}
       FROM generate_series(1, ${TEAM_PAIRS - 1000}) n
       ON CONFLICT DO NOTHING`,

    // ------------------------------------------------------------ blocks (issue 26)
    // Outside the approve pool's contractors (their approvals stay real); every freelancer may have some.
    `INSERT INTO blocks (blocker_id, blocked_id)
       SELECT ${uid('contractor', `${APPROVE_CONTRACTORS + 1} + n % ${CONTRACTORS - APPROVE_CONTRACTORS}`)},
              ${uid('freelancer', `1 + (n * 7) % ${FREELANCERS}`)}
       FROM generate_series(1, ${(BLOCKS * 4) / 5}) n
       ON CONFLICT DO NOTHING`,
    `INSERT INTO blocks (blocker_id, blocked_id)
       SELECT ${uid('freelancer', `1 + (n * 13) % ${FREELANCERS}`)},
              ${uid('contractor', `${APPROVE_CONTRACTORS + 1} + (n * 3) % ${CONTRACTORS - APPROVE_CONTRACTORS}`)}
       FROM generate_series(1, ${BLOCKS / 5}) n
       ON CONFLICT DO NOTHING`,

    // ------------------------------------------------------------ money: ledger first, balances = sums
    `INSERT INTO ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key, created_at)
       SELECT id, 'coin', 15, 15, 'signup_bonus', 'user:' || id, 'signup_bonus:' || id, created_at
       FROM users WHERE role = 'freelancer' ORDER BY id`,
    `INSERT INTO ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key, created_at)
       SELECT id, 'credit', 2, 2, 'free_plan_grant', 'user:' || id, 'free_plan_grant:' || id, created_at
       FROM users WHERE role = 'contractor' ORDER BY id`,
    `INSERT INTO ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key, created_at)
       SELECT id, 'coin', ${BENCH_COINS}, 15 + ${BENCH_COINS}, 'bench_grant', 'bench', 'bench_grant:coin:' || id, created_at + interval '1 hour'
       FROM users WHERE role = 'freelancer' ORDER BY id`,
    `INSERT INTO ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key, created_at)
       SELECT id, 'credit', ${BENCH_CREDITS}, 2 + ${BENCH_CREDITS}, 'bench_grant', 'bench', 'bench_grant:credit:' || id, created_at + interval '1 hour'
       FROM users WHERE role = 'contractor' ORDER BY id`,
    // Publishing a job costs 1 credit (reason and key as create-job.ts).
    `INSERT INTO ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key, created_at)
       SELECT contractor_id, 'credit', -1,
              2 + ${BENCH_CREDITS} - row_number() OVER (PARTITION BY contractor_id ORDER BY created_at, id),
              'job_creation', 'job:' || id, 'job_creation:' || id, created_at
       FROM jobs ORDER BY contractor_id, created_at, id`,
    `INSERT INTO balances (user_id, currency, balance, updated_at)
       SELECT user_id, currency, sum(delta), max(created_at) FROM ledger_entries GROUP BY user_id, currency`,
  ];
}

/** Checks run after seeding and again after the benchmark: each must return no row. */
export const INVARIANTS = {
  'balance = sum of its ledger': `
    SELECT b.user_id FROM balances b
    LEFT JOIN (SELECT user_id, currency, sum(delta) AS s FROM ledger_entries GROUP BY 1, 2) l USING (user_id, currency)
    WHERE b.balance IS DISTINCT FROM l.s
    UNION ALL
    SELECT l.user_id FROM (SELECT DISTINCT user_id, currency FROM ledger_entries) l
    LEFT JOIN balances b USING (user_id, currency) WHERE b.user_id IS NULL`,
  'last balance_after = balance': `
    SELECT b.user_id FROM balances b
    JOIN LATERAL (SELECT balance_after FROM ledger_entries e WHERE e.user_id = b.user_id AND e.currency = b.currency
                  ORDER BY id DESC LIMIT 1) e ON true
    WHERE e.balance_after <> b.balance`,
  'approved_count = approved applications': `
    SELECT j.id FROM jobs j
    LEFT JOIN (SELECT job_id, count(*) AS n FROM job_applications WHERE status = 'approved' GROUP BY 1) a ON a.job_id = j.id
    WHERE j.approved_count <> coalesce(a.n, 0)`,
  'search_text kept by the trigger': `
    SELECT id FROM jobs WHERE search_text <> lower(unaccent(concat_ws(' ', title, location, city)))`,
};
