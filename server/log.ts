// Ids, counts, codes and states only: never enquiry content or client addresses (a test checks the log).
export type LogValue = string | number | boolean | null | undefined;
export type Logger = (event: string, fields?: Record<string, LogValue>) => void;

export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  return (event, fields = {}) => {
    write(`${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`);
  };
}

export const silentLogger: Logger = () => {};
