/**
 * Logging: one JSON line per event. Fields are restricted to ids, counts, codes and states:
 * enquiry content (names, addresses, phone numbers, messages) and client addresses are never
 * passed here, and the tests check the log of a real run for the values they submitted.
 */
export type LogValue = string | number | boolean | null | undefined;
export type Logger = (event: string, fields?: Record<string, LogValue>) => void;

export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  return (event, fields = {}) => {
    write(`${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`);
  };
}

export const silentLogger: Logger = () => {};
