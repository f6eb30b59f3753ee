export function backoffMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  // Jitter, so rows that failed together don't retry in lockstep.
  return Math.max(1, Math.round(exponential * (1 - 0.25 * random())));
}

/** What the service keeps: delivered enquiries for RETENTION_DAYS after delivery; pending and failed ones until staff act. */

export const RETENTION_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Delivered before this instant (ISO, as sent_at is stored) means due for deletion. */
export function retentionCutoff(now: number, days: number): string {
  return new Date(now - days * 86_400_000).toISOString();
}
