import { logLine, type Logger } from '@cpa-site/enquiry-core/log';

export { silentLogger, type Logger, type LogValue } from '@cpa-site/enquiry-core/log';

export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  return (event, fields = {}) => {
    write(`${logLine(event, fields)}\n`);
  };
}
