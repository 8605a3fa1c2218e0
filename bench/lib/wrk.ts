// Throughput from outside Node: `wrk` (Debian package) drives the load, never a Node load
// generator, which saturates before the server does.
import { execFile } from "node:child_process";

export interface WrkResult {
  requestsPerSecond: number;
  /** Latency percentiles in ms from wrk's --latency table. */
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors plus non-2xx/3xx answers. */
  errors: number;
}

function toMs(value: string, unit: string) {
  const n = Number(value);
  if (unit === "us") return n / 1000;
  if (unit === "s") return n * 1000;
  if (unit === "m") return n * 60_000;
  return n;
}

export function parseWrk(output: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!rps) throw new Error(`wrk printed no Requests/sec:\n${output}`);
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(output);
    return match ? toMs(match[1] as string, match[2] as string) : Number.NaN;
  };
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return {
    requestsPerSecond: Number(rps[1]),
    p50: percentile("50"),
    p99: percentile("99"),
    requests,
    errors: socketErrors + non2xx,
  };
}

export interface WrkOptions {
  url: string;
  connections: number;
  seconds: number;
  threads?: number;
  headers?: Record<string, string>;
  /** A Lua script, e.g. one that picks a different address per request. */
  script?: string;
}

export function wrk(options: WrkOptions): Promise<WrkResult> {
  const args = [
    `-t${options.threads ?? 1}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "--latency",
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    ...(options.script ? ["-s", options.script] : []),
    options.url,
  ];
  return new Promise((resolve, reject) => {
    execFile("wrk", args, { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`wrk failed: ${error.message}\n${stderr}`));
      else resolve(parseWrk(stdout));
    });
  });
}

/** "low–high" of a list of figures. */
export function range(values: number[], digits = 0) {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}–${high}`;
}
