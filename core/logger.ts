import { pino, type DestinationStream, type Logger } from 'pino';

export type { DestinationStream, Logger };

/** The platform's logger: JSON lines to stdout, or to `destination` (a test reading what was logged). */
export function createLogger(level: string, name = 'svc', destination?: DestinationStream): Logger {
  return pino({ name, level, redact: ['req.headers.authorization', '*.password', '*.token'] }, destination);
}
