// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    '2xx': number;
  }

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result };
}
