/*
 * The part of autocannon's programmatic API the bench uses (the package ships no types
 * and @types/autocannon is not installed; no new packages for the bench).
 */
declare module "autocannon" {
  type Stats = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  };

  export type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests per second over all connections. */
    overallRate?: number;
    headers?: Record<string, string>;
    ignoreCoordinatedOmission?: boolean;
    /** Seconds. */
    timeout?: number;
  };

  export type Result = {
    /** Completed requests per second, sampled every second. */
    requests: Stats;
    /** Milliseconds. */
    latency: Stats;
    /** Bytes per second. */
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
