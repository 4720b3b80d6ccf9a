import pino, { type Logger } from 'pino';

/**
 * The server's logger: JSON lines on stdout through a buffered, asynchronous destination. A
 * synchronous write per line (pino's default) blocked the event loop for every request's access
 * line; here lines are written in the background in blocks of at least 4 kB, and whatever is still
 * buffered is written synchronously when the process exits, so the last lines before a crash or a
 * shutdown are not lost.
 */
export function createLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  process.once('exit', () => destination.flushSync());
  // A plain stdout line or two per second would otherwise wait for 4 kB: flush at least every second.
  setInterval(() => destination.flush(), 1000).unref();
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ['req.headers.authorization', '*.password', '*.senha', '*.newPassword'],
        remove: true,
      },
    },
    destination,
  );
}
