// `npm run dev`: the server from its TypeScript sources, restarted on change (tsx watch), and the
// Vite dev server with hot reload on http://localhost:5173, which proxies /api, /uploads and /dev
// to the server on :3000. Development pages on, embedded PGlite unless DATABASE_URL is set.
import { spawn } from 'node:child_process';

const env = { DEV_TOOLS: 'true', APP_URL: 'http://localhost:5173', ...process.env };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@vamos/web'], { stdio: 'inherit', env }),
];
const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
