// Starts serve.ts as a child process and watches it: whether it is alive, how it died, its stderr.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropSchema } from '../helpers/gateway.js';
import type { Keys } from './cases.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildGateway {
  url: string;
  keys: Keys;
  readonly dead: boolean;
  /** Resolves when the process has exited, with how (code or signal). */
  exited: Promise<string>;
  /** The last part of its stderr (a crash's stack trace). */
  stderr(): string;
  stop(): Promise<void>;
}

export async function spawnGateway(env: Record<string, string> = {}): Promise<ChildGateway> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/fuzz/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, FUZZ_GATEWAY_ENV: JSON.stringify(env) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let err = '';
  let dead = false;
  child.stderr!.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-8000)));
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => {
      dead = true;
      resolve(signal ? `signal ${signal}` : `exit code ${code}`);
    }),
  );
  const info = await new Promise<{ url: string; schema?: string; keys: Keys }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve(JSON.parse(out.slice(0, nl)));
    });
    void exited.then((how) => reject(new Error(`fuzz gateway did not start (${how}): ${err.slice(-2000)}`)));
  });
  return {
    url: info.url,
    keys: info.keys,
    get dead() {
      return dead;
    },
    exited,
    stderr: () => err,
    async stop() {
      if (!dead) {
        child.stdin!.end();
        const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(t);
      } else if (info.schema) {
        await dropSchema(info.schema); // a crashed child could not drop its own schema
      }
    },
  };
}
