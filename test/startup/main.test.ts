// `npm start` as an operator meets it: configuration problems all at once, without a stack trace, and a
// NER model that cannot be loaded stopping start-up with the way out.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gw-main-'));
  dirs.push(dir);
  return dir;
}

function runMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const base = { ...process.env, DATABASE_URL: '', GATEWAY_MASTER_KEY: '', PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', METRICS_HOST: '127.0.0.1' };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('npm start: configuration and start-up checks', () => {
  it('lists every bad variable in one message, exit 2, no stack trace', async () => {
    const r = await runMain({
      LOG_LEVEL: 'verbose',
      PORT: 'eighty',
      PROVIDER_OPENAI_BASE_URL: 'ftp://x',
      GATEWAY_MASTER_KEY: 'short',
      GATEWAY_DATA_DIR: tempDir(),
    });
    expect(r.code).toBe(2);
    for (const name of ['LOG_LEVEL', 'PORT', 'PROVIDER_OPENAI_BASE_URL', 'GATEWAY_MASTER_KEY']) expect(r.stderr).toContain(`${name}:`);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stderr).not.toContain('verbose');
    expect(r.stdout).toBe('');
  });

  it('production: both missing variables named at once', async () => {
    const r = await runMain({ NODE_ENV: 'production', GATEWAY_DATA_DIR: tempDir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/GATEWAY_MASTER_KEY: required[\s\S]*DATABASE_URL: required/);
  });

  it('a missing NER model stops start-up before the database, naming the file and PII_NER=false', async () => {
    const dataDir = tempDir();
    const r = await runMain({ PII_NER: 'true', PII_NER_MODEL_DIR: tempDir(), PII_POOL_THREADS: '1', GATEWAY_DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/gateway failed to start: PII_NER is on but the NER model cannot be used: .*model\.onnx.*missing[\s\S]*PII_NER=false/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false); // the database was never started
  });
});
