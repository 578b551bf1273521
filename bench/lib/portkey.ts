// The Portkey AI Gateway (npm @portkey-ai/gateway, a dev dependency) as a baseline: another Node
// gateway in front of the same mock upstream. Started as its own process, as its README says to run it
// locally (`npx @portkey-ai/gateway`), with `--headless` (no web UI) and nothing else configured.
// Requests name the provider and the upstream in headers: x-portkey-provider: openai and
// x-portkey-custom-host: <mock>/openai/v1 (Portkey appends /chat/completions, the path the gateway and
// the direct runs use).
//
// Its dependencies are pinned in package.json "overrides" to the versions of Portkey's own lockfile for
// 1.15.2 (@hono/node-server 1.13.5, @hono/node-ws 1.2.0, hono 4.9.7): with the newest @hono/node-server
// that npm would otherwise pick, every streamed answer fails with "TypeError: immutable"
// (Portkey-AI/gateway#1389).
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { freePort, REPO_ROOT, tail, trackChild, stopChild, type MockProcess } from './processes.js';

export const PORTKEY_ENTRY = path.join(REPO_ROOT, 'node_modules', '@portkey-ai', 'gateway', 'build', 'start-server.js');

export interface PortkeyProcess extends MockProcess {
  logFile: string;
  /** Headers that make Portkey send an OpenAI request to the mock. */
  headers: Record<string, string>;
}

/** Starts Portkey on a free port and waits until `GET /` answers. */
export async function startPortkeyProcess(mockUrl: string, logFile: string): Promise<PortkeyProcess> {
  const port = await freePort();
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [PORTKEY_ENTRY, '--headless', `--port=${port}`], {
    cwd: REPO_ROOT,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  trackChild(child);
  const url = `http://127.0.0.1:${port}`;
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`Portkey exited with code ${exited} during start-up:\n${tail(logFile)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Portkey did not answer GET / within 30 s:\n${tail(logFile)}`);
    }
    try {
      if ((await fetch(`${url}/`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid!,
    process: child,
    url,
    logFile,
    headers: {
      authorization: 'Bearer sk-bench-not-a-real-key',
      'x-portkey-provider': 'openai',
      'x-portkey-custom-host': `${mockUrl}/openai/v1`,
    },
    stop: stopChild(child, 5_000),
  };
}
