// The marketplace benchmark's figures: CPU time per request, CPU-bound rates, the tables.
import { cpus } from 'node:os';
import { ratio, table } from './common.mjs';
import { backendPids, cpuMeter, selfCpuMs } from './cpu.mjs';

/**
 * CPU ms per request of the app process, of the PostgreSQL backends serving the bench database
 * and of this process (autocannon), over a measured window. `monitor` is a connection to
 * another database, so it is not counted.
 */
export function httpMeter(monitor, database, appPid) {
  const round = (v) => Math.round(v * 1000) / 1000;
  return {
    async start() {
      return { app: cpuMeter([appPid]), postgres: cpuMeter(await backendPids(monitor, database)), self: selfCpuMs() };
    },
    async finish(state, requests) {
      state.postgres.poll(await backendPids(monitor, database));
      const loadGenerator = requests > 0 ? round((selfCpuMs() - state.self) / requests) : null;
      return { app: state.app.finish(requests), postgres: state.postgres.finish(requests), loadGenerator };
    },
  };
}

export const CPUS = cpus().length;
const fixed = (v, digits = 2) => (v === null || v === undefined ? '' : v.toFixed(digits));

/** Total CPU ms one request or transaction costs this machine (every process counted), or null. */
function cpuTotal(cpu) {
  if (!cpu) return null;
  const parts = Object.values(cpu);
  return parts.some((v) => v === null) ? null : parts.reduce((a, b) => a + b, 0);
}

/** Requests per second the machine's cores could serve if the scenario had them to itself. */
export function cpuBound(cpu) {
  const total = cpuTotal(cpu);
  return total ? Math.round((CPUS * 1000) / total) : null;
}

export function formatHttp(results, hello) {
  return table([
    [
      'scenario',
      'conns',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs hello',
      'vs pgbench stmt',
      'vs pgbench request',
      'non-2xx',
      'errors (timeouts incl.)',
      'CPU ms/req app+pg+load',
      'CPU-bound req/s',
      'target',
    ],
    ...results.map((r) => [
      r.name,
      r.connections,
      r.requestsPerSecond,
      r.latencyMs.p50,
      r.latencyMs.p99,
      r === hello ? '' : ratio(r.requestsPerSecond, hello.requestsPerSecond),
      r.pgbenchRatio ?? '',
      r.pgbenchRequestRatio ?? '',
      r.non2xx,
      r.errors,
      r.cpuMsPerRequest
        ? [r.cpuMsPerRequest.app, r.cpuMsPerRequest.postgres, r.cpuMsPerRequest.loadGenerator]
            .map((v) => fixed(v))
            .join('+')
        : '',
      cpuBound(r.cpuMsPerRequest) ?? '',
      r.target ?? '',
    ]),
  ]);
}

export function formatPgbench(results) {
  return table([
    ['pgbench script', 'clients', 'tps', 'p50 ms', 'p99 ms', 'failed', 'CPU ms/tx pg+pgbench', 'CPU-bound tps'],
    ...results.map((r) => [
      r.name,
      r.clients,
      r.transactionsPerSecond,
      r.latencyMs.p50,
      r.latencyMs.p99,
      r.failed,
      [r.cpuMsPerTransaction.postgres, r.cpuMsPerTransaction.pgbench].map((v) => fixed(v)).join('+'),
      cpuBound(r.cpuMsPerTransaction) ?? '',
    ]),
  ]);
}
