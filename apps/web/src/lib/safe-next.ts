import { paths } from '@/config/paths';

const AUTH_PATHS: readonly string[] = [
  paths.login.path,
  paths.signup.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
];

/**
 * The `?next=` target when it is a page of this app (same origin, not an auth screen), else null:
 * never an open redirect ('//evil.example', 'https://…', '/\\evil.example', 'javascript:').
 */
export function safeNextPath(next: string | null, origin: string = window.location.origin): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || AUTH_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
