export interface DeliveryError {
  at: string;
  error: string;
}

export interface Health {
  status: 'ok' | 'degraded';
  pending: number | null;
  oldestPendingSeconds: number | null;
  failed: number | null;
  lastDeliveryError: DeliveryError | null;
  lastDeliveredAt: string | null;
  acceptedNotRecorded: number;
  database: string;
}

export interface QueueHealth {
  pending: number;
  oldestPendingAt: string | null;
  failed: number;
}

export interface DeliveryNotes {
  lastDeliveryError: DeliveryError | null;
  lastDeliveredAt: string | null;
  acceptedNotRecorded: number;
  /** The code of the write the database refused last, null once a write succeeds again. */
  writeRefused: string | null;
}

/** `queue` is an error when the database could not be read. */
export function healthReport(queue: QueueHealth | { error: unknown }, notes: DeliveryNotes, maxPendingAgeSeconds: number, now = Date.now()): Health {
  const { lastDeliveryError, lastDeliveredAt, acceptedNotRecorded } = notes;
  if ('error' in queue) {
    const database = (queue.error as { code?: string } | null)?.code ?? 'ERROR';
    return { status: 'degraded', pending: null, oldestPendingSeconds: null, failed: null, lastDeliveryError, lastDeliveredAt, acceptedNotRecorded, database };
  }
  const age = queue.oldestPendingAt ? now - Date.parse(queue.oldestPendingAt) : null;
  const stuck = age !== null && age > maxPendingAgeSeconds * 1000;
  return {
    status: stuck || acceptedNotRecorded > 0 || notes.writeRefused ? 'degraded' : 'ok',
    pending: queue.pending,
    oldestPendingSeconds: age === null ? null : Math.max(0, Math.floor(age / 1000)),
    failed: queue.failed,
    lastDeliveryError,
    lastDeliveredAt,
    acceptedNotRecorded,
    database: notes.writeRefused ?? 'ok',
  };
}
