// Exploration, not part of `npm test`: a long fuzz run (any seed and count, optionally on the embedded
// database) plus hand-written protocol-level probes, against a child-process gateway whose crashes show.
//   npx tsx test/fuzz/hunt.ts [cases] [seed|random] [--embedded] [--skip-known] [--concurrency=N]
import net from 'node:net';
import { spawnGateway } from './child.js';
import { seedFromEnv } from './prng.js';
import { formatReport, runFuzz } from './run.js';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [count = '20000', seedArg] = args.filter((a) => !a.startsWith('--'));
if (seedArg) process.env.FUZZ_SEED = seedArg;
const seed = seedFromEnv(0x11_2026);
if (flags.has('--embedded')) process.env.FUZZ_DB = 'embedded';

/** Malformed percent-encoding in an :id segment (the known decodeURIComponent crash). */
const knownCrash = (target: string) => {
  const m = /^\/v1\/(?:keys|provider-keys)\/([^/?]*)/.exec(target);
  if (!m) return false;
  try {
    decodeURIComponent(m[1]);
    return false;
  } catch {
    return true;
  }
};

/** Requests outside what the test generates: framing uWS may reject, odd methods and targets. */
const PROBES: Record<string, (key: string) => string> = {
  extensionMethod: (k) => `PROPFIND /v1/keys HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${k}\r\n\r\n`,
  lowerCaseMethod: () => 'get /v1/health HTTP/1.1\r\nHost: a\r\n\r\n',
  canaryMethod: () => 'KOWALSKI /v1/health HTTP/1.1\r\nHost: a\r\n\r\n',
  absoluteForm: () => 'GET http://a/v1/health HTTP/1.1\r\nHost: a\r\n\r\n',
  asteriskForm: () => 'OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n',
  spaceInTarget: (k) => `GET /v1/usage/summary?end_date= 2026 HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${k}\r\n\r\n`,
  nulInTarget: () => 'GET /v1/health\u0000x HTTP/1.1\r\nHost: a\r\n\r\n',
  http10: () => 'GET /v1/health HTTP/1.0\r\n\r\n',
  http10Host: () => 'GET /v1/health HTTP/1.0\r\nHost: a\r\n\r\n',
  http11Close: () => 'GET /v1/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
  noHost: () => 'GET /v1/health HTTP/1.1\r\n\r\n',
  bareLf: () => 'GET /v1/health HTTP/1.1\nHost: a\n\n',
  hugeHeader: (k) => `GET /v1/keys HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${k}\r\nX-Pad: ${'x'.repeat(100_000)}\r\n\r\n`,
  manyHeaders: (k) => `GET /v1/keys HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${k}\r\n${'X-A: 1\r\n'.repeat(500)}\r\n`,
  chunkedPost: (k) =>
    `POST /v1/keys HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${k}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"nam\r\n0\r\n\r\n`,
  badChunk: (k) => `POST /v1/keys HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${k}\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nxx\r\n0\r\n\r\n`,
  shortBody: (k) => `POST /v1/keys HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${k}\r\nContent-Length: 100\r\n\r\n{"name":"x"}`,
  negativeLength: (k) => `POST /v1/keys HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${k}\r\nContent-Length: -1\r\n\r\n{}`,
  hugeLength: (k) => `POST /v1/keys HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${k}\r\nContent-Length: 99999999999999999999\r\n\r\n{}`,
};

async function probe(port: number, request: string, waitMs = 3000): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(Buffer.from(request, 'utf8')));
    let buf = '';
    const t = setTimeout(() => {
      s.destroy();
      resolve(buf ? `answer, then kept open: ${buf.split('\r\n')[0]}` : 'NO ANSWER (connection left open)');
    }, waitMs);
    s.on('data', (d: Buffer) => (buf += d.toString('latin1')));
    s.on('error', () => {});
    s.on('close', () => {
      clearTimeout(t);
      resolve(buf ? `answer, then closed: ${buf.split('\r\n')[0]} ${JSON.stringify(buf.slice(buf.indexOf('\r\n\r\n') + 4, buf.indexOf('\r\n\r\n') + 160))}` : 'CLOSED WITHOUT ANSWER');
    });
  });
}

const started = Date.now();
const result = await runFuzz({
  start: () => spawnGateway(),
  seed,
  count: Number(count),
  concurrency: Number([...flags].find((f) => f.startsWith('--concurrency='))?.split('=')[1] ?? 8),
  maxCrashes: 20,
  skip: flags.has('--skip-known') ? (c) => knownCrash(c.target) : undefined,
});
console.log(`seed ${seed}, ${result.cases} cases in ${((Date.now() - started) / 1000).toFixed(1)} s, statuses ${JSON.stringify(result.statuses)}`);
console.log(formatReport(result, `npx tsx test/fuzz/hunt.ts ${count}`) || 'no failures');
const gw = result.gateway;
const port = Number(new URL(gw.url).port);
for (const [name, make] of Object.entries(PROBES)) {
  if (gw.dead) break;
  console.log(`probe ${name}: ${await probe(port, make(gw.keys.chat.live))}${gw.dead ? ' — GATEWAY DIED' : ''}`);
}
console.log(gw.dead ? `gateway died: ${gw.stderr().slice(-800)}` : 'gateway alive after the probes');
await gw.stop();
