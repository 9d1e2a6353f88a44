/**
 * The check-in code of a job on a day (decision 0030): 6 digits from an HMAC-SHA256 of the job's id
 * and the São Paulo date, keyed by a key derived from the server's secret. Every instance computes
 * the same code with nothing stored; it changes at midnight in São Paulo; another job's, or another
 * day's, is another code (one in a million may coincide).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_CODE_LENGTH } from '@vamos/shared/check-in';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import { AppError } from '../../http/app-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The key of check-in codes, derived from the server's secret (never the secret itself). */
function codeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('vamos-trabalhar:check-in-code:v1').digest();
}

/** The job's code on `isoDate` (a São Paulo date): dynamic truncation as HOTP (RFC 4226 §5.3). */
export function checkInCodeOf(secret: string, jobId: string, isoDate: string): string {
  const mac = createHmac('sha256', codeKey(secret)).update(`${jobId}:${isoDate}`).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** CHECK_IN_CODE_LENGTH).padStart(CHECK_IN_CODE_LENGTH, '0');
}

/** The São Paulo date before `isoDate`. */
export function dayBefore(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Refuses a code that is not the job's code of today (São Paulo): yesterday's says so, any other
 * (another job's, a typo) is incorrect.
 */
export function assertCheckInCode(secret: string, jobId: string, code: string, now: Date): void {
  const today = todayInSaoPaulo(now);
  if (same(code, checkInCodeOf(secret, jobId, today))) return;
  if (same(code, checkInCodeOf(secret, jobId, dayBefore(today)))) throw new AppError('CHECK_IN_CODE_EXPIRED');
  throw new AppError('CHECK_IN_CODE_INVALID');
}
