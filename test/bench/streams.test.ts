// The many-streams bench (bench/streams.ts) rests on its own load generator and paced upstream: an event
// miscounted, an answer cut short counted as complete, or a pacing that drifts would make its TTFT, event
// delay and CPU-per-event figures wrong without anyone noticing.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerWords, answerWrites, startPacedUpstream } from '../../bench/lib/paced-upstream.js';
import { delayStats, probeNewChat, StreamLoad } from '../../bench/lib/stream-load.js';
import { renderStreamsMarkdown } from '../../bench/lib/streams-report.js';
import type { StreamsBenchResult } from '../../bench/lib/streams-types.js';
import { combine, marginalKiBPerStream, measure, parseLevels, Prompts, turnBudgetMs, type Endpoint } from '../../bench/streams.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('paced upstream', () => {
  it('writes the role and the first word at once, one word per write after, then finish, usage and [DONE]', () => {
    const writes = answerWrites(answerWords(5, ['<PERSON_1>']), 'openai').map((b) => b.toString());
    expect(writes).toHaveLength(6);
    expect(writes[0]!.match(/\n\n/g)).toHaveLength(2);
    expect(writes[0]).toContain('"role":"assistant"');
    const words = writes.slice(0, 5).map((w) => JSON.parse(w.trim().split('\n\n').at(-1)!.slice(6)).choices[0].delta.content as string);
    expect(words.join('')).toBe(answerWords(5, ['<PERSON_1>']).join(' '));
    expect(words.join('')).toContain('<PERSON_1>');
    // OpenAI's shape: every event's obfuscation string differs from the previous one's.
    const obfuscation = writes.slice(1, 5).map((w) => JSON.parse(w.slice(6)).obfuscation as string);
    expect(new Set(obfuscation).size).toBe(obfuscation.length);
    expect(writes[5]).toMatch(/"finish_reason":"stop".*\n\ndata: \{.*"usage".*\n\ndata: \[DONE\]\n\n$/s);
  });

  let url = '';
  let stop: () => void = () => {};
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => (stop = startPacedUpstream({ intervalMs: 20, events: 10 }, resolve)));
    url = `http://127.0.0.1:${port}/openai/v1/chat/completions`;
  });
  afterAll(() => stop());

  it('paces one answer: events an interval apart, the answer lasting events × interval', async () => {
    const t0 = performance.now();
    const r = await fetch(url, { method: 'POST', body: '{"stream":true}' });
    const arrivals: number[] = [];
    const reader = r.body!.getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      arrivals.push(performance.now() - t0);
      text += Buffer.from(value).toString();
    }
    expect(text.match(/\n\n/g)).toHaveLength(1 + 10 + 3); // role, 10 words, finish, usage, [DONE]
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(arrivals.at(-1)!).toBeGreaterThanOrEqual(10 * 20 - 5);
    expect(arrivals.at(-1)!).toBeLessThan(10 * 20 + 2000); // generous: the machine may be busy
  });

  it('answers a request without "stream":true with the same words as one JSON completion', async () => {
    const r = await fetch(url, { method: 'POST', body: '{"model":"gpt-4o"}' });
    const body = (await r.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]!.message.content).toBe(answerWords(10).join(' '));
  });

  it('closed-loop streams: every answer completes and is counted, events arrive on pace', async () => {
    const bodies = new Set<string>();
    let n = 0;
    const load = new StreamLoad({
      url, headers: {}, streams: 8, intervalMs: 20,
      nextBody: () => {
        const b = `{"stream":true,"n":${n++}}`;
        bodies.add(b);
        return b;
      },
    });
    await load.ramp(200);
    load.record(true);
    await sleep(2000);
    const r = await load.stop(3000);
    expect(r.non2xx + r.errors + r.incomplete).toBe(0);
    // 14 events per answer; the window may cut one answer of each of the 8 streams at either end.
    expect(r.completed).toBeGreaterThanOrEqual(8);
    expect(r.events).toBeGreaterThanOrEqual((r.completed - 8) * 14);
    expect(r.events).toBeLessThanOrEqual((r.completed + 16) * 14);
    expect(r.ttftMs.p50).toBeLessThan(1000);
    expect(r.eventDelayMs.p50).toBeLessThan(20); // most events on pace
    expect(bodies.size).toBe(n); // a new body for every request
  });

  it('probes a new chat on its own connection', async () => {
    expect(await probeNewChat(url, {}, '{"stream":true}')).toBeLessThan(1000);
  });
});

describe('stream load generator, reading answers', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.url === '/refused') return void res.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"slow down"}');
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if (req.url === '/cut') {
          res.write('data: {"a":1}\n\n');
          return void res.end('data: {"a":2}\n\n'); // no [DONE]
        }
        // Events split at awkward places: between the two newlines, inside "[DONE]", across chunk-size lines.
        const pieces = ['data: {"a":1}\n', '\ndata: {"a":2}\n\nda', 'ta: {"a":3}\n\n', 'data: [DO', 'NE]\n', '\n'];
        let i = 0;
        const next = () => {
          if (i === pieces.length) return void res.end();
          res.write(pieces[i++]);
          setTimeout(next, 5);
        };
        next();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('counts SSE events split anywhere across chunked reads, and a [DONE] split in two', async () => {
    const load = new StreamLoad({ url: `${base}/split`, headers: {}, streams: 2, intervalMs: 0, nextBody: () => '{}' });
    load.record(true);
    await load.ramp(0);
    await sleep(1500);
    const r = await load.stop(3000);
    expect(r.errors + r.non2xx).toBe(0);
    expect(r.completed).toBeGreaterThanOrEqual(1);
    // 4 events per answer, none lost or doubled (the window may end inside an answer of each stream, even
    // after its last event and before its [DONE]: the bound is inclusive).
    expect(r.events).toBeGreaterThanOrEqual(r.completed * 4);
    expect(r.events).toBeLessThanOrEqual((r.completed + 2) * 4);
  });

  it('counts another status than 200 as non-2xx and an answer without [DONE] as failed, never as completed', async () => {
    for (const [path, field] of [['/refused', 'non2xx'], ['/cut', 'errors']] as const) {
      const load = new StreamLoad({ url: `${base}${path}`, headers: {}, streams: 1, intervalMs: 0, nextBody: () => '{}' });
      load.record(true);
      await load.ramp(0);
      await sleep(500);
      const r = await load.stop(2000);
      expect(r[field]).toBeGreaterThan(0);
      expect(r.completed).toBe(0);
    }
  });
});

describe('bench figures', () => {
  it('event delay percentiles count the on-time events as zeros', () => {
    expect(delayStats(Float64Array.from([5, 50]), 98, 1)).toEqual({ p50: 0, p99: 5, max: 50, over10ms: 1 });
    expect(delayStats(Float64Array.from([]), 10, 0).p99).toBe(0);
  });

  it('levels are streams:intervalMs:events, anything else is refused by name', () => {
    expect(parseLevels('300:40:100,2000')).toEqual([{ streams: 300, intervalMs: 40, events: 100 }, { streams: 2000, intervalMs: 40, events: 100 }]);
    expect(() => parseLevels('300:x')).toThrow(/BENCH_STREAMS/);
  });

  it('memory per added stream: the difference of the two levels\' open figures over the streams between them', () => {
    const level = (streams: number, idleMiB: number, duringMiB: number, gaveUp = false) => ({
      streams, intervalMs: 40, events: 100,
      runs: { gateway: { rss: { idleMiB, duringMiB, perStreamKiB: 0 }, ...(gaveUp ? { gaveUp: { streamsDone: 1, streams, seconds: 1 } } : {}) } as never },
    });
    // The idle figures (what the traffic grows from) take no part: only the open ones.
    expect(marginalKiBPerStream(level(300, 400, 500), level(2000, 300, 585))).toBe(51.2);
    expect(marginalKiBPerStream(level(300, 400, 500), level(2000, 300, 585, true))).toBeNull();
    expect(marginalKiBPerStream(level(2000, 400, 500), level(2000, 300, 585))).toBeNull();
    expect(marginalKiBPerStream(undefined, level(2000, 300, 585))).toBeNull();
  });
});

// A target in its own process, as the bench's targets are: its first `served` connections get whole answers
// (5 events 20 ms apart, then [DONE]), every later one a first event and then nothing (a saturated target).
const SLOW_TARGET = `
const served = Number(process.argv[1]);
let conns = 0;
const server = require('node:http').createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('data: {"n":0}\\n\\n');
    if (!req.socket.served) return;
    let n = 1;
    const next = () => (n <= 5 ? (res.write('data: {"n":' + n++ + '}\\n\\n'), setTimeout(next, 20)) : res.end('data: [DONE]\\n\\n'));
    setTimeout(next, 20);
  });
});
server.on('connection', (s) => (s.served = conns++ < served));
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function startTarget(served: number): Promise<{ child: ChildProcess; endpoint: Endpoint; exited: Promise<NodeJS.Signals | null> }> {
  const child = spawn(process.execPath, ['-e', SLOW_TARGET, String(served)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<NodeJS.Signals | null>((r) => child.once('exit', (_code, signal) => r(signal)));
  const port = await new Promise<string>((r) => child.stdout!.once('data', (d: Buffer) => r(d.toString().trim())));
  return { child, exited, endpoint: { url: `http://127.0.0.1:${port}/v1/chat/completions`, headers: {}, pid: child.pid, kill: () => child.kill('SIGKILL') } };
}

describe('a turn within its budget', () => {
  const level = { streams: 4, intervalMs: 20, events: 5 };
  const prompts = new Prompts(1);

  it('gives a target up when its streams do not complete in time: kills it, moves on, marks the figures partial', async () => {
    const t = await startTarget(2);
    try {
      const budgetMs = 1500;
      const t0 = performance.now();
      const part = (await measure(t.endpoint, level, 0, prompts, t.child.pid!, 400, budgetMs))!;
      expect(performance.now() - t0).toBeLessThan(1000 + budgetMs + 3000); // the idle second, the budget, the probes' end
      expect(part.gaveUp).toMatchObject({ streamsDone: 2, streams: 4 });
      expect(part.gaveUp!.seconds).toBeGreaterThanOrEqual(budgetMs / 1000 - 0.1);
      expect(await t.exited).toBe('SIGKILL');
      expect(part.load.result.completed).toBeGreaterThan(0); // the partial figures: the two served streams' answers
      expect(part.newChatFailures).toBeGreaterThan(0); // new chats on new connections hung, and were let go

      const run = combine([part], level);
      expect(run.gaveUp).toEqual(part.gaveUp);
      const md = renderStreamsMarkdown(report({ ...level, runs: { portkey: run } }));
      expect(md).toMatch(/Portkey gateway — \*\*did not complete: 2 of 4 streams in [\d.]+ s\*\*/);
      expect(md).toMatch(/killed the target and moved on/);
      expect(md.split('\n').find((l) => l.startsWith('| Portkey'))!.match(/†/g)!.length).toBeGreaterThan(10);
    } finally {
      t.child.kill('SIGKILL');
    }
  });

  it('leaves a target that completes every stream alone, and ends as soon as its answers have', async () => {
    const t = await startTarget(Infinity);
    try {
      const budgetMs = turnBudgetMs(level, 0, 400, 5);
      const t0 = performance.now();
      const part = (await measure(t.endpoint, level, 0, prompts, t.child.pid!, 400, budgetMs))!;
      expect(performance.now() - t0).toBeLessThan(1000 + budgetMs - 3000); // not held to the end of the budget
      expect(part.gaveUp).toBeUndefined();
      expect(part.load.result.incomplete + part.load.result.errors + part.newChatFailures).toBe(0);
      expect(t.child.exitCode === null && t.child.signalCode === null).toBe(true);
      const md = renderStreamsMarkdown(report({ ...level, runs: { portkey: combine([part], level) } }));
      expect(md).not.toMatch(/did not complete|†/);
    } finally {
      t.child.kill('SIGKILL');
    }
  });
});

function report(level: StreamsBenchResult['levels'][number]): StreamsBenchResult {
  return {
    setup: {
      database: 'none', gatewayBuild: 'none', gatewaySettings: 'none', shape: 'openai', rampS: '0', warmupS: 0, windowS: 0.4, rounds: 1,
      prewarmS: 0, marginS: 5, seed: 1, healthEveryMs: 100, newChatEveryMs: 500, quick: true,
    },
    sanity: { tags: [], restored: false, passedThroughWithPiiOff: false },
    levels: [level],
    targets: [],
  };
}
