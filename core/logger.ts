import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, name = 'svc'): Logger {
  return pino({ name, level, redact: ['req.headers.authorization', '*.password', '*.token'] });
}
