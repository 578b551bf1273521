// What an open stream keeps of its prompt. A streamed answer lasts minutes and the gateway holds thousands:
// once the upstream has the request, nothing of the client's request, its anonymized copy or the upstream
// body may stay reachable from the stream (route handlers' and the pipeline's suspended frames, undici's
// request). Measured in this process, where only the gateway runs (the mock upstream is a child process, the
// client a raw socket: either would keep its own copy), with the garbage collector run by hand: the memory
// open streams hold with a long prompt, against the same streams with a short one.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEnv, providerKeyFor } from '../helpers/chat.js';
import { api, dropSchema, startTestGateway, uniqueSchema, type TestAccount, type TestGateway } from '../helpers/gateway.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const STREAMS = 8;
const PROMPT_CHARS = 96 * 1024;

const schema = uniqueSchema('retain');
let mock: ChildProcess;
let gw: TestGateway;
let acct: TestAccount;

beforeAll(async () => {
  // A paced answer far longer than the test.
  mock = spawn(process.execPath, ['--import', 'tsx', 'test/mocks/upstream-server.ts', JSON.stringify({ replyTokens: 300, chunkDelayMs: 200 })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await new Promise<string[]>((resolve) => createInterface({ input: mock.stdout! }).once('line', (l) => resolve([l])));
  const { url } = JSON.parse(line!) as { url: string };
  gw = await startTestGateway({ schema, env: providerEnv(url) });
  acct = await gw.account('business');
  const r = await api(gw.url, acct.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: providerKeyFor('openai') });
  expect(r.status).toBe(201);
});
afterAll(async () => {
  await gw?.close();
  mock?.kill();
  await dropSchema(schema);
});

function memory(): number {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** Opens the streams (each with its own prompt of `chars` in a system message) and waits for their first content. */
async function openStreams(chars: number): Promise<() => void> {
  const sockets: Socket[] = [];
  const port = Number(new URL(gw.url).port);
  for (let i = 0; i < STREAMS; i++) {
    const system = `${i} ${'lorem ipsum '.repeat(Math.ceil(chars / 12))}`.slice(0, chars);
    const body = JSON.stringify({ model: 'gpt-4o', stream: true, messages: [{ role: 'system', content: system }, { role: 'user', content: 'hello' }] });
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.write(`POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${acct.liveKey}\r\n`
      + `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await new Promise<void>((resolve, reject) => {
      let text = '';
      const onData = (d: Buffer) => {
        text += d.toString();
        if (!/delta/.test(text)) return;
        socket.off('data', onData);
        expect(text).toMatch(/^HTTP\/1.1 200/);
        resolve();
      };
      socket.on('data', onData);
      socket.once('close', () => reject(new Error(`stream ended before any content: ${text}`)));
    });
  }
  return () => {
    for (const s of sockets) s.destroy();
  };
}

describe('an open stream', () => {
  it('keeps nothing of its prompt once the upstream has it', async () => {
    (await openStreams(100))(); // once first: what the first streams cost once is not counted
    const base = memory();
    const closeShort = await openStreams(100);
    const short = memory() - base;
    closeShort();
    await new Promise((r) => setTimeout(r, 200));
    const base2 = memory();
    const closeLong = await openStreams(PROMPT_CHARS);
    const long = memory() - base2;
    closeLong();
    // Each copy of the prompts that streams kept would be STREAMS × 96 K characters (768 KB) more.
    expect(long - short).toBeLessThan((STREAMS * PROMPT_CHARS) / 4);
  });
});
