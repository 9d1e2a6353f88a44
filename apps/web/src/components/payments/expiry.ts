import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * What is left of a PIX charge: 'Expira em 23h 59min', 'Expira em 5min', 'Expira em menos de
 * 1min'; `null` once `expiresAt` has passed (or cannot be read).
 */
export function expiryLabel(expiresAt: string, now: number): string | null {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end) || end <= now) return null;
  const minutes = Math.floor((end - now) / MINUTE_MS);
  if (minutes < 1) return 'Expira em menos de 1min';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `Expira em ${hours}h ${rest}min` : `Expira em ${rest}min`;
}

/** The current time, refreshed every `intervalMs` (a minute by default) while mounted. */
export function useNow(intervalMs = MINUTE_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
