import pg from 'pg';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';

/**
 * The database connection drops just after a message went out, as the worker records it (issue 22:
 * a burst of killed connections right after the SMTP send). `atSend()` is called by the fake SMTP
 * server or push service when a message arrives, before it answers; it resolves when the fault is
 * in place, so the worker's recording of that message is the statement that fails.
 *
 * - PostgreSQL: a connection of its own locks the deliveries being sent (`FOR UPDATE`); once a
 *   recording statement of the app waits on that lock, every app backend of the test database is
 *   terminated (`pg_terminate_backend`, 57P01), then the lock is let go. One round at a time.
 * - PGlite (one in-process connection, nothing to kill): the next two statements that record a
 *   delivery's status fail as a dropped connection does.
 */
export type RecordingFaults = {
  atSend(): Promise<void>;
  /** Every round ended (and the first error of one that failed). */
  settled(): Promise<void>;
  /** Statements failed (PGlite) or backends terminated (PostgreSQL) so far. */
  readonly injected: number;
  close(): void;
};

const FAULTS_APPLICATION = 'vt-recording-faults';
/** How Drizzle spells the statements that record a delivery's outcome (sent, skipped, back in the queue). */
const RECORDING_STATEMENT = 'update "notification_deliveries" set "status"%';
const ROUND_TIMEOUT_MS = 10_000;

export function recordingFaults(database: Database): RecordingFaults {
  return database.kind === 'postgres' ? postgresFaults(database) : pgliteFaults(database);
}

function pgliteFaults(database: Database): RecordingFaults {
  const pglite = database.pglite;
  if (!pglite) throw new Error('no PGlite instance');
  const query = pglite.query.bind(pglite);
  const state = { armed: 0, injected: 0 };
  pglite.query = ((text: string, ...rest: unknown[]) => {
    if (state.armed > 0 && text.toLowerCase().startsWith(RECORDING_STATEMENT.slice(0, -1))) {
      state.armed -= 1;
      state.injected += 1;
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    }
    return Reflect.apply(query, pglite, [text, ...rest]) as ReturnType<typeof query>;
  }) as typeof pglite.query;
  return {
    atSend: () => {
      state.armed += 2;
      return Promise.resolve();
    },
    settled: () => Promise.resolve(),
    get injected() {
      return state.injected;
    },
    close: () => {
      pglite.query = query;
    },
  };
}

function postgresFaults(database: Database): RecordingFaults {
  const { connectionString } = database;
  if (!connectionString) throw new Error('no connection string');
  const state = { injected: 0 };
  let previous: Promise<unknown> = Promise.resolve();
  const rounds: Promise<void>[] = [];

  const lockSending = async () => {
    const client = new pg.Client({ connectionString, application_name: FAULTS_APPLICATION });
    await client.connect();
    await client.query('BEGIN');
    await client.query(`SELECT id FROM notification_deliveries WHERE status = 'sending' FOR UPDATE`);
    return client;
  };
  const killWhenRecording = async (client: pg.Client) => {
    try {
      // PostgreSQL tells no one that a statement waits on a lock: ask until it does.
      const waiting = async () => {
        // This connection is inside its transaction, which would keep reading one snapshot of the activity.
        await client.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE $1`,
          [RECORDING_STATEMENT],
        );
        return rows[0]?.waiting ?? 0;
      };
      await expect
        .poll(waiting, {
          timeout: ROUND_TIMEOUT_MS,
          interval: 5,
          message: 'the worker never tried to record the message it sent',
        })
        .toBeGreaterThan(0);
      const { rows } = await client.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND backend_type = 'client backend' AND application_name <> $1`,
        [FAULTS_APPLICATION],
      );
      state.injected += rows.filter((r) => r.ended).length;
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }
  };

  return {
    atSend: () => {
      const locked = previous.then(lockSending);
      const round = locked.then(killWhenRecording);
      previous = round.catch(() => undefined);
      rounds.push(round);
      return locked.then(() => undefined);
    },
    settled: async () => {
      await Promise.all(rounds);
    },
    get injected() {
      return state.injected;
    },
    close: () => undefined,
  };
}
