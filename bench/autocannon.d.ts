/** The part of autocannon 9's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
