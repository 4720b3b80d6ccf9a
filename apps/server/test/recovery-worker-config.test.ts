import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('RECOVERY_WORKER_INTERVAL_MS', () => {
  it('looks for due recovery e-mails per payment method every minute unless told otherwise', () => {
    expect(loadConfig({}).recoveryWorkerIntervalMs).toBe(60_000);
    expect(loadConfig({ RECOVERY_WORKER_INTERVAL_MS: '1000' }).recoveryWorkerIntervalMs).toBe(1000);
    expect(loadConfig({ RECOVERY_WORKER_INTERVAL_MS: ' ' }).recoveryWorkerIntervalMs).toBe(60_000);
  });

  it.each(['0', '-5', 'um minuto'])('refuses %s at start-up', (value) => {
    expect(() => loadConfig({ RECOVERY_WORKER_INTERVAL_MS: value })).toThrow(
      `RECOVERY_WORKER_INTERVAL_MS inválido: ${value}`,
    );
  });
});
