import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { IdleMemoryRelease } from '../src/shared/idle-memory.ts';

const MB = 2 ** 20;

/** A release driven by hand: the clock, the RSS and the loop's busy share are set by the test. */
function harness() {
  const state = { now: 0, rss: 150 * MB, busy: 0 };
  const collections: unknown[] = [];
  const release = new IdleMemoryRelease({
    logger: pino({ level: 'silent' }),
    gc: ((options?: unknown) => {
      collections.push(options);
      state.rss = 160 * MB;
    }) as NodeJS.GCFunction,
    now: () => state.now,
    rss: () => state.rss,
    busyShare: () => state.busy,
  });
  /** Advances the clock one check at a time (1 s), checking after each. */
  const wait = (seconds: number) => {
    const released: boolean[] = [];
    for (let second = 0; second < seconds; second++) {
      state.now += 1000;
      released.push(release.check());
    }
    return released;
  };
  return { state, collections, wait };
}

describe('IdleMemoryRelease', () => {
  it('runs one memory-reducing collection once the loop has been quiet 5 s after RSS grew', () => {
    const { state, collections, wait } = harness();
    state.busy = 0.9;
    state.rss = 230 * MB;
    wait(10);
    expect(collections).toEqual([]);
    state.busy = 0.001;
    expect(wait(5)).toEqual([false, false, false, false, true]);
    expect(collections).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
    // Quiet on, RSS where the collection left it: nothing more to give back.
    wait(60);
    expect(collections).toHaveLength(1);
  });

  it('waits while the loop is busy, even with no request coming in (webhooks going out)', () => {
    const { state, collections, wait } = harness();
    state.rss = 230 * MB;
    state.busy = 0.3;
    wait(30);
    expect(collections).toEqual([]);
  });

  it('leaves a heap that grew less than 16 MB alone, and collects again after the next load', () => {
    const { state, collections, wait } = harness();
    state.rss = 160 * MB;
    wait(20);
    expect(collections).toEqual([]);
    state.rss = 200 * MB;
    wait(6);
    expect(collections).toHaveLength(1);
    state.rss = 170 * MB;
    wait(20);
    expect(collections).toHaveLength(1);
    state.busy = 0.8;
    state.rss = 190 * MB;
    wait(3);
    state.busy = 0;
    wait(6);
    expect(collections).toHaveLength(2);
  });

  it('does nothing without gc() (Node started without --expose-gc)', () => {
    const release = new IdleMemoryRelease({
      logger: pino({ level: 'silent' }),
      gc: undefined,
      rss: () => 500 * MB,
      busyShare: () => 0,
    });
    expect(release.check()).toBe(false);
  });
});
