// pgbench on custom scripts: tps and per-transaction latency percentiles (from its -l log).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMeter } from './cpu.mjs';

function run(args, cwd, onSpawn = () => {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    onSpawn(child);
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pgbench ${args.join(' ')} exited with ${code}:\n${out}`)),
    );
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs `pgbench -n -M simple -c <clients> -j <threads> -T <duration>` over the scripts (each a
 * statement or a list of statements, parameters written in; one script picked at random per
 * transaction), after a warm-up of
 * the same shape. Simple protocol: in extended mode pgbench takes the `:MI:SS` inside the list's
 * to_char format for variables and the statement fails. The server plans the written-in values
 * as it does node-postgres' unnamed statements (a custom plan for the actual values).
 * `backends()` lists the server processes to charge CPU to (see cpu.mjs).
 */
export async function pgbench({ name, url, scripts, clients, threads = 2, duration, warmup, note, backends }) {
  const dir = mkdtempSync(join(tmpdir(), 'vt-pgbench-'));
  try {
    const files = scripts.map((sql, i) => {
      const file = join(dir, `script-${i}.sql`);
      const statements = Array.isArray(sql) ? sql : [sql];
      writeFileSync(file, statements.map((s) => `${s.replace(/\s+/g, ' ').trim()};\n`).join(''));
      return ['-f', file];
    });
    const base = ['-n', '-M', 'simple', '-c', String(clients), '-j', String(threads), ...files.flat()];
    if (warmup > 0) await run([...base, '-T', String(warmup), url], dir);
    // CPU of pgbench and of its backends, polled while they live (they exit with the run).
    let client = null;
    const server = cpuMeter([]);
    const timer = setInterval(async () => {
      client?.poll();
      if (backends) server.poll(await backends().catch(() => []));
    }, 250);
    let out;
    try {
      out = await run(
        [...base, '-T', String(duration), '-l', '--log-prefix', join(dir, 'tx'), url],
        dir,
        (child) => (client = cpuMeter([child.pid])),
      );
    } finally {
      clearInterval(timer);
    }
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
    const latencies = [];
    for (const f of readdirSync(dir).filter((f) => f.startsWith('tx'))) {
      for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const round = (v) => (v === null ? null : Math.round(v * 100) / 100);
    return {
      name,
      note,
      clients,
      transactionsPerSecond: Math.round(tps),
      latencyMs: {
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1) ?? null),
      },
      total: latencies.length,
      failed,
      cpuMsPerTransaction: {
        postgres: server.finish(latencies.length),
        pgbench: client?.finish(latencies.length) ?? null,
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
