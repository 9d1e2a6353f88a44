/**
 * App server processes for e2e/two-instances.spec.ts: a fresh PostgreSQL database on the
 * DATABASE_URL_TEST server and compiled-server instances (`node apps/server/dist/main.js`) on it, each on its
 * own port, serving the built web app. The helpers are the server tests' (the topology test uses them too).
 */
export {
  createScratchDatabase,
  startInstance,
  type AppInstance,
  type ScratchDatabase,
} from '../apps/server/src/test/app-process';
