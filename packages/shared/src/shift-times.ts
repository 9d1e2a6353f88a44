/**
 * A shift's start and end times, `HH:MM` or `HH:MM:SS`, read on the clock (decision 0012): an end
 * before the start is on the next day (22:00 → 04:00 is a night shift). No imports, so no zod:
 * the web's pages write shifts with it (apps/web/src/api/contract-types-only.test.ts checks).
 */

/** `HH:MM` or `HH:MM:SS` as `HH:MM:SS`, so two times compare as strings. */
export const withSeconds = (time: string): string => (time.length === 5 ? `${time}:00` : time);

/** Whether `time` comes before `other` on the clock ('09:00' before '10:00:00'). */
export function isTimeBefore(time: string, other: string): boolean {
  return withSeconds(time) < withSeconds(other);
}

/** Whether two times are the same moment on the clock ('19:00' and '19:00:00'). */
export function isSameTime(time: string, other: string): boolean {
  return withSeconds(time) === withSeconds(other);
}

/** A job's times as its agenda items and its cards read them: an end before the start is on the next day. */
export function endsNextDay(startTime: string, endTime: string): boolean {
  return isTimeBefore(endTime, startTime);
}
