/**
 * Preloaded into the benchmarked server (`node --import ./bench/event-loop-probe.ts`): measures the
 * server's own event loop while it runs. On SIGUSR2 it writes the delay histogram and the event-loop
 * utilization since the previous signal (or since start) as JSON to EVENT_LOOP_REPORT, then starts
 * over, so a benchmark can take figures around exactly the run it times. Node strips the types
 * itself: nothing here needs a loader.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** The sampling timer's period (ms); each sample is that period plus the delay, so it is subtracted. */
const RESOLUTION_MS = 1;

export interface EventLoopReport {
  /** Delays beyond the timer's period, in milliseconds. */
  p50: number;
  p99: number;
  max: number;
  mean: number;
  samples: number;
  /** The share of the time the loop was busy running JavaScript or native callbacks (0–1). */
  utilization: number;
  /** The process's CPU time (user + system, every thread) since the previous report, from process.cpuUsage(). */
  cpuMs: number;
  /** Resident memory now, in MB, and the V8 heap's share of it (used and reserved) and memory outside it. */
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

const reportPath = process.env.EVENT_LOOP_REPORT;
if (reportPath) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let since = performance.eventLoopUtilization();
  let cpuSince = process.cpuUsage();
  const delay = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  process.on('SIGUSR2', () => {
    const report: EventLoopReport = {
      p50: delay(histogram.percentile(50)),
      p99: delay(histogram.percentile(99)),
      max: delay(histogram.max),
      mean: delay(histogram.mean),
      samples: histogram.count,
      utilization: performance.eventLoopUtilization(since).utilization,
      cpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuSince)),
      ...(({ rss, heapUsed, heapTotal, external }) => ({
        rssMb: rss / 2 ** 20,
        heapUsedMb: heapUsed / 2 ** 20,
        heapTotalMb: heapTotal / 2 ** 20,
        externalMb: external / 2 ** 20,
      }))(process.memoryUsage()),
    };
    // Written whole, then renamed: the benchmark never reads half a file.
    writeFileSync(`${reportPath}.tmp`, JSON.stringify(report));
    renameSync(`${reportPath}.tmp`, reportPath);
    histogram.reset();
    since = performance.eventLoopUtilization();
    cpuSince = process.cpuUsage();
  });
}
