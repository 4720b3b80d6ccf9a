import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['req.headers.authorization', '*.password', '*.senha', '*.newPassword'], remove: true },
  });
}
