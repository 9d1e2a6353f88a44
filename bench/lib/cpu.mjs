// CPU time spent per request by each process involved: a figure that other work on a shared
// machine disturbs far less than req/s. Linux only (/proc); elsewhere the figures are null.
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system, ms) a process has used so far, or null if it cannot be read. */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** CPU time (ms) of this process, every thread included (autocannon and its worker). */
export function selfCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The PostgreSQL backends serving `database`, other than the asking connection. */
export async function backendPids(client, database) {
  const { rows } = await client.query(
    "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()",
    [database],
  );
  return rows.map((r) => r.pid);
}

/** Sum of processCpuMs over pids, counting only those readable both times. */
function sum(pids, table) {
  let total = 0;
  for (const pid of pids) total += table.get(pid) ?? 0;
  return total;
}

/**
 * Samples the CPU time of a set of processes now, then `finish()` samples again and returns
 * ms per unit of work. Processes that end in between count for what was last seen of them:
 * `poll()` records a fresh value (call it often while short-lived processes run).
 */
export function cpuMeter(pids) {
  const first = new Map();
  const last = new Map();
  const poll = (list = pids) => {
    for (const pid of list) {
      const ms = processCpuMs(pid);
      if (ms === null) continue;
      if (!first.has(pid)) first.set(pid, ms);
      last.set(pid, ms);
    }
  };
  poll();
  return {
    poll,
    finish(units) {
      poll([...first.keys()]);
      if (first.size === 0 || units <= 0) return null;
      return Math.round(((sum(last.keys(), last) - sum(first.keys(), first)) / units) * 1000) / 1000;
    },
  };
}
