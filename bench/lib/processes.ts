// The processes under test. The gateway and the mock upstream each run in their own Node process,
// apart from the load generator, so that none of them shares an event loop with autocannon:
//   - mock upstream: `node --import tsx test/mocks/upstream-server.ts '<options>'`
//   - gateway:       `node <flags> <build>/src/main.js` — the compiled entry and flags of `npm run start:prod` — or
//                    `node --import tsx src/main.ts`, the same entry as `npm start` (tsx's CLI would add
//                    a wrapper process; `--import tsx` keeps one pid to measure). Configured only through
//                    the environment; its JSON request lines (LOG_LEVEL) go to a log file.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The Node.js flags the gateway is started with: those of `npm run start:prod` (and the Dockerfile's
 * CMD, which a deployment test keeps equal), so the benchmark measures what production runs.
 */
export function gatewayNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts['start:prod'].split(/\s+/);
  return words.slice(1, words.indexOf('dist/src/main.js')).filter((w) => w.startsWith('--'));
}

// Children still running when this process exits (an error, Ctrl-C) are killed with it, so that no
// gateway or mock is left behind holding ports and CPU.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

function track(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

/** Kills `child` with this process, as the gateway and the mock are (for other servers under test). */
export const trackChild = track;

/** BENCH_PII_CACHE=1: gateways run with the PII detection cache on (default off; see bench/README.md). */
export const BENCH_PII_CACHE = process.env.BENCH_PII_CACHE === '1';
/** The gateway's PII_CACHE_ENTRIES for this benchmark. */
export const BENCH_PII_CACHE_ENTRIES = BENCH_PII_CACHE ? '10000' : '0';

export interface Child {
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Stops a child with SIGTERM (graceful shutdown), SIGKILL if it is still there after `graceMs`. */
function stopper(child: ChildProcess, graceMs: number): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

function nodeArgs(extra: string | undefined): string[] {
  return (extra ?? '').split(/\s+/).filter(Boolean);
}

/** SIGTERM, then SIGKILL after `graceMs` (for other servers under test). */
export const stopChild = (child: ChildProcess, graceMs: number) => stopper(child, graceMs);

/** A child that serves HTTP at `url` (the mock upstream, the bare proxy). */
export interface MockProcess extends Child {
  url: string;
}

/** Starts test/mocks/upstream-server.ts and waits for the JSON line with its URL. */
export function startMockProcess(options: Record<string, unknown>): Promise<MockProcess> {
  return startUrlPrintingChild(
    'mock upstream',
    [...nodeArgs(process.env.BENCH_MOCK_NODE_OPTIONS), '--import', 'tsx', 'test/mocks/upstream-server.ts', JSON.stringify({ record: false, ...options })],
  );
}

/** Starts bench/lib/bare-proxy.ts (the do-nothing proxy in front of `upstreamUrl`) and waits for its URL. */
export function startBareProxyProcess(upstreamUrl: string): Promise<MockProcess> {
  return startUrlPrintingChild(
    'bare proxy',
    [...nodeArgs(process.env.BENCH_GATEWAY_NODE_OPTIONS), '--import', 'tsx', 'bench/lib/bare-proxy.ts', JSON.stringify({ upstream: upstreamUrl })],
  );
}

/** A Node child whose first stdout line is `{"url": ...}` once it listens. */
export async function startUrlPrintingChild(what: string, args: string[]): Promise<MockProcess> {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error(`${what} did not start within 30 s\n${stderr}`)), 30_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve((JSON.parse(line) as { url: string }).url);
      } catch {
        reject(new Error(`${what} printed an unexpected first line: ${line.slice(0, 200)}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with code ${code} before it was ready\n${stderr}`));
    });
  });
  child.stdout!.resume(); // it prints nothing more, but never let a full pipe block it
  return { pid: child.pid!, process: child, url, stop: stopper(child, 5_000) };
}

/** A free loopback port (bound then released: the gateway binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface GatewayProcess extends Child {
  url: string;
  logFile: string;
}

/**
 * Starts the gateway (`mainJs` when given, else `src/main.ts` under tsx) with `env` on top of this process's environment and waits until
 * GET /v1/health answers 200. `logFile` receives its stdout (JSON logs) and stderr.
 */
export async function startGatewayProcess(
  env: Record<string, string>, logFile: string, mainJs?: string, nodeFlags: string[] = gatewayNodeFlags(),
): Promise<GatewayProcess> {
  const port = await freePort();
  const fd = openSync(logFile, 'a');
  const entry = mainJs ? [mainJs] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(
    process.execPath,
    [...nodeFlags, ...nodeArgs(process.env.BENCH_GATEWAY_NODE_OPTIONS), ...entry],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', fd, fd],
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' },
    },
  );
  closeSync(fd); // the child holds its own copy
  track(child);
  const url = `http://127.0.0.1:${port}`;
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`gateway exited with code ${exited} during start-up:\n${tail(logFile)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`gateway did not answer GET /v1/health within 60 s:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${url}/v1/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { pid: child.pid!, process: child, url, logFile, stop: stopper(child, 20_000) };
}

export function tail(file: string, chars = 3000): string {
  try {
    return readFileSync(file, 'utf8').slice(-chars);
  } catch {
    return '(no log)';
  }
}
