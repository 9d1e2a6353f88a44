import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';

/**
 * Where the app can be opened, from the socket actually listened on (PORT may be 0 or changed):
 * outside production the loopback address of that port; in production APP_URL, the public origin
 * behind the proxy, with the port the process listens on.
 */
export function startBanner(
  config: Pick<Config, 'APP_URL' | 'isProduction'>,
  address: AddressInfo | string | null,
  where: string,
): string {
  const port = typeof address === 'object' && address !== null ? address.port : null;
  const url = config.isProduction || port === null ? config.APP_URL : `http://localhost:${port}`;
  const listening = config.isProduction && port !== null ? ` (escutando na porta ${port})` : '';
  return `\nVamos Trabalhar em ${url}${listening} — banco: ${where}\n`;
}
