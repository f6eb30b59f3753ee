import { logLine, type Logger } from './core/log';

export { silentLogger, type Logger, type LogValue } from './core/log';

export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  return (event, fields = {}) => {
    write(`${logLine(event, fields)}\n`);
  };
}
