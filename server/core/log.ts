// Ids, counts, codes and states only: never enquiry content or client addresses (a test checks the log).
export type LogValue = string | number | boolean | null | undefined;
export type Logger = (event: string, fields?: Record<string, LogValue>) => void;

export const logLine = (event: string, fields: Record<string, LogValue> = {}) =>
  JSON.stringify({ time: new Date().toISOString(), event, ...fields });

export const silentLogger: Logger = () => {};
