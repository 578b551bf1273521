// Runs a real Prometheus (Debian's `prometheus` package) against a local scrape target for tests.
// Its own temp config and data dir, a 1 s scrape interval, listening on 127.0.0.1 only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Path of the prometheus binary, or null when it is not installed. */
export function findPrometheus(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v prometheus'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export interface PromQueryResult {
  status: 'success' | 'error';
  error?: string;
  errorType?: string;
  data?: { resultType: string; result: { metric: Record<string, string>; value: [number, string] }[] };
}

export interface RunningPrometheus {
  url: string;
  query(expr: string): Promise<PromQueryResult>;
  /** Resolve once the target has been scraped successfully at least `scrapes` times. */
  waitForScrapes(scrapes: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function startPrometheus(binary: string, target: string): Promise<RunningPrometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'gw-prom-'));
  const config = join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      'scrape_configs:',
      '  - job_name: gateway',
      '    static_configs:',
      `      - targets: ['${target}']`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let stderr = '';
  const child: ChildProcess = spawn(
    binary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };

  const query = async (expr: string): Promise<PromQueryResult> => {
    const res = await fetch(`${url}/api/v1/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: expr }),
    });
    return (await res.json()) as PromQueryResult;
  };

  // Wait for the HTTP API.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`prometheus exited early (code ${child.exitCode}): ${stderr}`);
    }
    try {
      const res = await fetch(`${url}/-/ready`);
      await res.text();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus did not become ready: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const waitForScrapes = async (scrapes: number, timeoutMs = 20_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const r = await query('sum_over_time(up{job="gateway"}[1m])');
      const value = Number(r.data?.result[0]?.value[1] ?? 0);
      if (value >= scrapes) return;
      if (Date.now() > until) throw new Error(`target ${target} scraped successfully only ${value} times: ${stderr}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  return { url, query, waitForScrapes, stop };
}
