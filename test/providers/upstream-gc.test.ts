// Garbage an upstream call leaves must die young. A response object that held a getter defined in an object
// literal (its accessor pair lives in V8's old generation) kept each call's state — closures, buffers,
// undici's request — alive through young-generation GCs: ~4 KB promoted per call instead of ~0.2 KB, and
// every scavenge on the event loop paid to copy it. This measures promotion with V8's own GC trace.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gcPerIsolate } from '../../bench/lib/gc-trace.js';

const CALLS = 20_000;
let server: Server;
let url: string;

beforeAll(async () => {
  const answer = JSON.stringify({ answer: 'x'.repeat(1500) });
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1/chat/completions`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('upstream calls and the young generation', () => {
  it('promote well under 1.5 KB per call (the state of a call dies young)', async () => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [
      '--trace-gc-nvp', '--max-semi-space-size=2', '--import', 'tsx', 'test/providers/children/upstream-calls.ts', url, String(CALLS),
    ], { maxBuffer: 64 * 1024 * 1024 });
    expect(stderr).toContain(`calls ${CALLS}`);
    const [main] = [...gcPerIsolate(stdout).values()];
    expect(main!.scavenges).toBeGreaterThan(3); // the trace was read: the calls allocated enough to collect
    const promotedPerCall = main!.promotedBytes / CALLS;
    expect(promotedPerCall, `promoted ${promotedPerCall.toFixed(0)} bytes per call`).toBeLessThan(1_500);
  }, 60_000);
});
