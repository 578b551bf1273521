// Load generator of the many-streams bench (bench/streams.ts): C keep-alive connections, each sending a
// streamed chat request and the next one as soon as the previous answer has ended (closed loop), with a
// new body for every request. autocannon sees only whole responses; this client reads the stream as it
// arrives and records, per answer, the time to its first event and every gap between two events beyond the
// upstream's pacing. It runs beside the target on the same cores, so it does no more than that: plain
// sockets, a small HTTP/1.1 response reader (status, chunked or length-delimited body) that counts SSE
// events by their blank line without decoding them, and no allocation per event.
import { connect, type Socket } from 'node:net';
import { latencyStats, Samples, type LatencyStats } from './load.js';

export interface StreamLoadSpec {
  /** The chat endpoint (http only). */
  url: string;
  headers: Record<string, string>;
  /** Concurrent streams (connections). */
  streams: number;
  /** The upstream's pacing between two writes, ms: subtracted from every gap between events. */
  intervalMs: number;
  /** A new request body, called for every request. */
  nextBody: () => string;
}

/** Event gaps beyond the pacing, ms: gaps at or under the pacing count as 0. */
export interface DelayStats {
  p50: number;
  p99: number;
  max: number;
  /** Events whose gap was longer than the pacing by more than 10 ms. */
  over10ms: number;
}

export interface StreamLoadResult {
  streams: number;
  /** Seconds between record(true) and record(false). */
  windowS: number;
  /** Answers whose last byte arrived in the window (status 200, ended with [DONE]). */
  completed: number;
  /** SSE events received in the window. */
  events: number;
  /** Request written → first event, of the answers whose first event arrived in the window. */
  ttftMs: LatencyStats;
  /** Gap between two consecutive events of one answer, minus the pacing, for every event after the first in the window. */
  eventDelayMs: DelayStats;
  /** Over the whole run (ramp, warm-up, window, drain): answers with another status than 200. */
  non2xx: number;
  /** Over the whole run: connections that failed or closed mid-answer, and 200 answers that did not end with [DONE]. */
  errors: number;
  /** Answers still open when the drain ended. */
  incomplete: number;
}

/** A run's figures and the samples its percentiles came from. */
export interface SampledStreamLoad {
  result: StreamLoadResult;
  samples: { ttft: Float64Array; delays: Float64Array; onTimeEvents: number };
  /** Streams that completed at least one answer (at any time of the run) and had none open when it stopped. */
  streamsDone: number;
}

/** Several runs of one target as one: counts summed, percentiles over every sample of every run. */
export function combineStreamLoads(parts: readonly SampledStreamLoad[]): StreamLoadResult {
  if (parts.length === 0) throw new Error('combineStreamLoads: no runs');
  const sum = (f: (r: StreamLoadResult) => number) => parts.reduce((a, p) => a + f(p.result), 0);
  const joined = (pick: (p: SampledStreamLoad) => Float64Array) => {
    const all = new Float64Array(parts.reduce((a, p) => a + pick(p).length, 0));
    let at = 0;
    for (const p of parts) {
      all.set(pick(p), at);
      at += pick(p).length;
    }
    return all;
  };
  return {
    streams: parts[0]!.result.streams,
    windowS: Math.round(sum((r) => r.windowS) * 100) / 100,
    completed: sum((r) => r.completed),
    events: sum((r) => r.events),
    ttftMs: latencyStats(joined((p) => p.samples.ttft)),
    eventDelayMs: delayStats(joined((p) => p.samples.delays), parts.reduce((a, p) => a + p.samples.onTimeEvents, 0), sum((r) => r.eventDelayMs.over10ms)),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    incomplete: sum((r) => r.incomplete),
  };
}


/** p50/p99/max over `positive` plus `zeros` samples of 0 (most gaps are on time and are only counted). */
export function delayStats(positive: Float64Array, zeros: number, over10ms: number): DelayStats {
  const sorted = positive.slice().sort();
  const total = sorted.length + zeros;
  const at = (p: number) => {
    if (total === 0) return NaN;
    const k = Math.min(total - 1, Math.max(0, Math.ceil((p / 100) * total) - 1));
    return k < zeros ? 0 : sorted[k - zeros]!;
  };
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return { p50: r(at(50)), p99: r(at(99)), max: r(total === 0 ? NaN : sorted.length ? sorted[sorted.length - 1]! : 0), over10ms };
}

const enum State { Head, ChunkSize, ChunkData, ChunkEnd, Trailer, Length, UntilClose }
const NL = 10;

/** What the readers report to their load (or probe). */
interface Recorder {
  recording: boolean;
  intervalMs: number;
  ttft: Samples;
  delays: Samples;
  onTimeEvents: number;
  lateEvents: number;
  events: number;
  completed: number;
  non2xx: number;
  errors: number;
}

/**
 * One connection's answer reader: HTTP/1.1 status and headers, then a chunked, length-delimited or
 * close-delimited body, whose SSE events are counted at each blank line ("\n\n", also across reads).
 */
class AnswerReader {
  private state = State.Head;
  private head = '';
  private status = 0;
  private remaining = 0;
  private chunkSize = 0;
  /** The chunk-size line's digits are complete (an extension or "\r" followed). */
  private sizeRead = false;
  private lastByteNl = false;
  /** The body's last 8 bytes: an OpenAI stream ends with "[DONE]\n\n". */
  private tail = '';
  private sentAt = 0;
  private firstAt = 0;
  private lastEventAt = 0;
  closeAfter = false;

  constructor(private readonly rec: Recorder, private readonly done: (ok: boolean, firstEventMs: number) => void) {}

  get inAnswer(): boolean {
    return this.sentAt !== 0;
  }

  start(now: number): void {
    this.state = State.Head;
    this.head = '';
    this.status = 0;
    this.lastByteNl = false;
    this.tail = '';
    this.sentAt = now;
    this.firstAt = 0;
    this.closeAfter = false;
  }

  /** A read from the socket: bytes [0, n) of `buf`. Always true (go on reading). */
  read(buf: Buffer, n: number): true {
    const now = performance.now();
    let i = 0;
    let events = 0;
    while (i < n && this.sentAt !== 0) {
      switch (this.state) {
        case State.Head: {
          const before = this.head.length;
          this.head += buf.toString('latin1', i, n);
          const end = this.head.indexOf('\r\n\r\n');
          if (end < 0) return true;
          i += end + 4 - before;
          this.head = this.head.slice(0, end).toLowerCase();
          this.status = Number(this.head.slice(9, 12));
          this.closeAfter = /\r\nconnection: *close/.test(this.head);
          const length = /\r\ncontent-length: *(\d+)/.exec(this.head);
          if (/\r\ntransfer-encoding: *chunked/.test(this.head)) this.nextChunk(); else if (length) {
            this.remaining = Number(length[1]);
            this.state = State.Length;
            if (this.remaining === 0) return this.finish(events, now);
          } else {
            this.state = State.UntilClose;
            this.closeAfter = true;
          }
          break;
        }
        case State.ChunkSize: {
          const c = buf[i++]!;
          if (c === NL) {
            if (this.chunkSize === 0) this.state = State.Trailer;
            else {
              this.remaining = this.chunkSize;
              this.state = State.ChunkData;
            }
          } else if (!this.sizeRead) {
            const v = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;
            if (v >= 0) this.chunkSize = this.chunkSize * 16 + v;
            else this.sizeRead = true; // ";ext" or "\r": the rest of the line is skipped
          }
          break;
        }
        case State.ChunkData:
        case State.Length:
        case State.UntilClose: {
          const take = this.state === State.UntilClose ? n - i : Math.min(this.remaining, n - i);
          events += this.scan(buf, i, i + take);
          i += take;
          if (this.state === State.UntilClose) break;
          this.remaining -= take;
          if (this.remaining === 0) {
            if (this.state === State.Length) return this.finish(events, now);
            this.state = State.ChunkEnd;
          }
          break;
        }
        case State.ChunkEnd:
          if (buf[i++] === NL) this.nextChunk();
          break;
        case State.Trailer:
          if (buf[i++] === NL) return this.finish(events, now);
          break;
      }
    }
    this.timeEvents(events, now);
    return true;
  }

  /** The connection closed: a close-delimited body ends here; any other answer in flight failed. */
  closed(): void {
    if (this.sentAt === 0) return;
    if (this.state === State.UntilClose) this.finish(0, performance.now());
    else this.fail();
  }

  fail(): void {
    if (this.sentAt === 0) return;
    this.sentAt = 0;
    this.rec.errors++;
    this.done(false, 0);
  }

  private nextChunk(): void {
    this.state = State.ChunkSize;
    this.chunkSize = 0;
    this.sizeRead = false;
  }

  /** Counts the blank lines (event ends) in body bytes [from, to). */
  private scan(buf: Buffer, from: number, to: number): number {
    if (from >= to) return 0;
    let events = 0;
    let p = from;
    for (;;) {
      const nl = buf.indexOf(NL, p);
      if (nl < 0 || nl >= to) break;
      if (nl === from ? this.lastByteNl : buf[nl - 1] === NL) events++;
      p = nl + 1;
    }
    this.lastByteNl = buf[to - 1] === NL;
    this.tail = to - from >= 8 ? buf.toString('latin1', to - 8, to) : (this.tail + buf.toString('latin1', from, to)).slice(-8);
    return events;
  }

  private timeEvents(events: number, now: number): void {
    if (events === 0) return;
    const rec = this.rec;
    if (rec.recording) rec.events += events;
    let onTime = events - 1;
    if (this.firstAt === 0) {
      this.firstAt = now;
      if (rec.recording) rec.ttft.push(now - this.sentAt);
    } else if (rec.recording) {
      const late = now - this.lastEventAt - rec.intervalMs;
      if (late > 0) {
        rec.delays.push(late);
        if (late > 10) rec.lateEvents++;
      } else onTime++;
    }
    if (rec.recording) rec.onTimeEvents += onTime;
    this.lastEventAt = now;
  }

  private finish(events: number, now: number): true {
    this.timeEvents(events, now);
    const ok = this.status === 200 && this.tail === '[DONE]\n\n';
    const firstEventMs = this.firstAt ? this.firstAt - this.sentAt : 0;
    this.sentAt = 0;
    if (this.status !== 200) this.rec.non2xx++;
    else if (!ok) this.rec.errors++;
    else if (this.rec.recording) this.rec.completed++;
    this.done(ok, firstEventMs);
    return true;
  }
}

function requestHead(url: URL, headers: Record<string, string>): string {
  let head = `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n`;
  for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
  return head;
}

/** Every connection reads into this buffer; a read is handled before the next one starts. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * C closed-loop streams against one target. ramp() opens the connections spread over a time (so that the
 * answers' phases spread as well), record() brackets the measured window, stop() lets the answers in flight
 * end and returns the figures.
 */
export class StreamLoad {
  private readonly url: URL;
  private readonly head: string;
  private readonly conns: Socket[] = [];
  private readonly readers: AnswerReader[] = [];
  private stopping = false;
  private windowStart = 0;
  private windowS = 0;
  private inFlight = 0;
  private idleWaiter: (() => void) | null = null;
  private readonly rec: Recorder;
  /** Answers completed per stream, over the whole run. */
  private readonly answered: Uint32Array;

  constructor(private readonly spec: StreamLoadSpec) {
    this.url = new URL(spec.url);
    if (this.url.protocol !== 'http:') throw new Error('stream load: http URLs only');
    this.head = requestHead(this.url, spec.headers);
    this.answered = new Uint32Array(spec.streams);
    this.rec = {
      recording: false, intervalMs: spec.intervalMs, ttft: new Samples(1 << 12), delays: new Samples(1 << 12), onTimeEvents: 0, lateEvents: 0,
      events: 0, completed: 0, non2xx: 0, errors: 0,
    };
  }

  /** Opens the connections one after another over `rampMs` and starts each one's first request. */
  async ramp(rampMs: number): Promise<void> {
    const step = rampMs / this.spec.streams;
    const t0 = performance.now();
    for (let i = 0; i < this.spec.streams; i++) {
      const wait = t0 + i * step - performance.now();
      if (wait > 1) await sleep(wait);
      if (this.stopping) return;
      this.open(i);
    }
  }

  /** Answers whose first event arrived while recording. */
  get firstEvents(): number {
    return this.rec.ttft.length;
  }

  record(on: boolean): void {
    const now = performance.now();
    if (on) this.windowStart = now;
    else this.windowS = (now - this.windowStart) / 1000;
    this.rec.recording = on;
  }

  /** No new requests; waits up to `drainMs` for the answers in flight, then closes every connection. */
  async stop(drainMs: number): Promise<StreamLoadResult> {
    return (await this.stopSampled(drainMs)).result;
  }

  /** stop(), with the window's samples, so that several runs can be combined (combineStreamLoads). */
  async stopSampled(drainMs: number): Promise<SampledStreamLoad> {
    this.stopping = true;
    if (this.rec.recording) this.record(false);
    if (this.inFlight > 0) {
      await Promise.race([sleep(drainMs), new Promise<void>((r) => (this.idleWaiter = r))]);
    }
    const incomplete = this.inFlight;
    let streamsDone = 0;
    for (let i = 0; i < this.spec.streams; i++) if (this.answered[i]! > 0 && !this.readers[i]?.inAnswer) streamsDone++;
    for (const r of this.readers) if (r.inAnswer) r.fail();
    for (const s of this.conns) s.destroy();
    const rec = this.rec;
    const samples = { ttft: rec.ttft.values(), delays: rec.delays.values(), onTimeEvents: rec.onTimeEvents };
    return {
      result: {
        streams: this.spec.streams,
        windowS: Math.round(this.windowS * 100) / 100,
        completed: rec.completed,
        events: rec.events,
        ttftMs: latencyStats(samples.ttft),
        eventDelayMs: delayStats(samples.delays, samples.onTimeEvents, rec.lateEvents),
        non2xx: rec.non2xx,
        // Answers cut by stop() are counted as incomplete, not as errors.
        errors: rec.errors - incomplete,
        incomplete,
      },
      samples,
      streamsDone,
    };
  }

  private open(i: number): void {
    let reader: AnswerReader;
    const socket = connect({
      host: this.url.hostname, port: Number(this.url.port || 80), noDelay: true,
      // Reads go into one shared buffer and straight to the reader, without a stream's 'data' events.
      onread: { buffer: READ_BUFFER, callback: (n) => reader.read(READ_BUFFER, n) },
    });
    this.conns[i] = socket;
    let failed = false;
    reader = new AnswerReader(this.rec, (ok) => {
      this.inFlight--;
      if (ok) this.answered[i]!++;
      if (this.stopping) {
        if (this.inFlight === 0) this.idleWaiter?.();
        return;
      }
      if (ok && !reader.closeAfter) return this.send(socket, reader);
      failed = !ok;
      socket.destroy(); // a new connection follows on 'close'
    });
    this.readers[i] = reader;
    socket.setTimeout(60_000, () => socket.destroy());
    socket.once('connect', () => this.send(socket, reader));
    socket.on('error', () => {});
    socket.once('close', () => {
      if (reader.inAnswer) {
        failed = true;
        reader.closed();
      }
      // A failed answer is not retried at once: a target refusing everything would be flooded.
      if (!this.stopping) setTimeout(() => !this.stopping && this.open(i), failed ? 100 : 0);
    });
  }

  private send(socket: Socket, reader: AnswerReader): void {
    const body = this.spec.nextBody();
    this.inFlight++;
    reader.start(performance.now());
    socket.write(`${this.head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }
}

/**
 * One streamed request on a new connection (closed after it): the time to its first event, ms, once the
 * answer has ended; rejects when it fails, is not a 200 ending with [DONE], or takes longer than `timeoutMs`.
 */
export function probeNewChat(url: string, headers: Record<string, string>, body: string, timeoutMs = 60_000): Promise<number> {
  const u = new URL(url);
  const head = requestHead(u, { ...headers, Connection: 'close' });
  return new Promise((resolve, reject) => {
    const rec: Recorder = {
      recording: false, intervalMs: 0, ttft: new Samples(1 << 12), delays: new Samples(1 << 12), onTimeEvents: 0, lateEvents: 0,
      events: 0, completed: 0, non2xx: 0, errors: 0,
    };
    const socket = connect({ host: u.hostname, port: Number(u.port || 80), noDelay: true });
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    const reader = new AnswerReader(rec, (ok, firstEventMs) => {
      clearTimeout(timer);
      socket.destroy();
      if (ok) resolve(firstEventMs);
      else reject(new Error(rec.non2xx ? 'new chat: not a 200' : 'new chat: the answer failed or did not end with [DONE]'));
    });
    socket.once('connect', () => {
      reader.start(performance.now());
      socket.write(`${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
    socket.on('data', (buf: Buffer) => reader.read(buf, buf.length));
    socket.on('error', () => {});
    socket.once('close', () => {
      clearTimeout(timer);
      if (reader.inAnswer) reader.closed();
      // Closed before it connected (a target too busy to accept, the timeout above): no answer will come.
      reject(new Error('new chat: the connection closed before an answer'));
    });
  });
}
