// A paced upstream for the many-streams bench (bench/streams.ts): an OpenAI-format chat stream that sends
// one small event every `intervalMs`, `events` content events per answer, as a model generating tokens
// would. It shares the machine's cores with the target being measured, so it is built to be cheap: uWS,
// the events serialised once, and one 1 ms ticker for every open stream (a timing wheel) instead of a
// timer per event.
//
// The schedule of one answer, t0 = the request's body has arrived:
//   t0                       status, headers, the role event and the first content event (one write)
//   t0 + k·interval          content event k+1, for k = 1 … events−1
//   t0 + events·interval     the finish event, the usage event and [DONE], then the end of the body
// so every gap between writes is one interval and an answer lasts events × interval.
//
//   node --import tsx bench/lib/paced-upstream.ts '{"intervalMs":40,"events":100}'
// prints one JSON line {"url": "..."} once listening; any path ending /chat/completions answers.
// A request without `"stream":true` gets the same answer as one JSON completion.
// PUT /__paced/words with a JSON array of words sets the answer's words (the bench puts the gateway's tags
// among them, so that its restorer works); GET /__paced/stats answers {"open": n, "answers": n}.
// SIGTERM/SIGINT stop it.
import uWS from 'uWebSockets.js';

export interface PacedUpstreamOptions {
  /** Milliseconds between two writes of one answer. */
  intervalMs: number;
  /** Content events per answer (one word each). */
  events: number;
  /** `openai`: OpenAI's shape, with its `obfuscation` field (a different string in every event); `frame`: the
   * same without it (constant fields around the content, as most OpenAI-compatible servers stream). */
  shape?: 'openai' | 'frame';
  port?: number;
}

/**
 * uWS closes a connection idle for 10 s. Clients that keep idle connections longer (undici: 30 s by default)
 * would now and then send a request on one it is closing and get a reset; told the server's timeout, undici
 * lets such connections go before.
 */
const KEEP_ALIVE = 'timeout=8';

const FILLER = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do',
  'eiusmod', 'tempor', 'incididunt', 'ut', 'labore', 'et', 'dolore', 'magna', 'aliqua', 'enim'];

/** The words of an answer of `events` content events, `tags` spread among them. */
export function answerWords(events: number, tags: readonly string[] = []): string[] {
  const words: string[] = [];
  const every = tags.length ? Math.max(1, Math.floor(events / (tags.length + 1))) : Infinity;
  let t = 0;
  for (let i = 0; i < events; i++) words.push((i + 1) % every === 0 && t < tags.length ? tags[t++]! : FILLER[i % FILLER.length]!);
  return words;
}

/** The writes of one answer, in order: writes[0] goes out at once, writes[k] k intervals later. */
export function answerWrites(words: readonly string[], shape: 'openai' | 'frame'): Buffer[] {
  const base = { id: 'chatcmpl-paced', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'gpt-4o-2024-08-06', service_tier: 'default', system_fingerprint: 'fp_paced' };
  let n = 0;
  // A fixed pseudo-random string per event: every event of an answer differs, as OpenAI's do.
  const extra = () => (shape === 'openai' ? { obfuscation: ((n++ * 2654435761) >>> 0).toString(36).slice(0, 1 + (n % 7)) } : {});
  const event = (delta: unknown, finish: string | null) =>
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...extra() })}\n\n`;
  const writes: string[] = [];
  words.forEach((w, i) => {
    const content = event({ content: i === 0 ? w : ` ${w}` }, null);
    writes.push(i === 0 ? event({ role: 'assistant', content: '' }, null) + content : content);
  });
  const completion = Math.max(1, words.length);
  writes.push(
    event({}, 'stop') +
      `data: ${JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: 200, completion_tokens: completion, total_tokens: 200 + completion } })}\n\n` +
      'data: [DONE]\n\n',
  );
  return writes.map((w) => Buffer.from(w));
}

/** The same answer, not streamed (the bench's sanity requests). */
function answerJson(words: readonly string[]): string {
  return JSON.stringify({
    id: 'chatcmpl-paced', object: 'chat.completion', created: 1_700_000_000, model: 'gpt-4o-2024-08-06',
    choices: [{ index: 0, message: { role: 'assistant', content: words.join(' ') }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 200, completion_tokens: words.length, total_tokens: 200 + words.length },
  });
}

interface OpenStream {
  res: uWS.HttpResponse;
  /** Index of the next write. */
  next: number;
  /** When the next write is due (ms, performance.now()). */
  due: number;
  writes: Buffer[];
  aborted: boolean;
}

/**
 * Streams waiting for their next write, in 1 ms slots; each tick writes every stream whose slot has come,
 * then puts it one interval further. The slots span more than one interval, so a stream is never put
 * into a slot the ticker is still to pass in this round.
 */
class TimingWheel {
  private readonly slots: OpenStream[][];
  private readonly mask: number;
  private lastSlot = 0;
  private waiting = 0;
  /** Runs only while streams wait. */
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly intervalMs: number, private readonly write: (s: OpenStream) => boolean) {
    let size = 1;
    while (size < intervalMs * 2 + 1000) size *= 2;
    this.slots = Array.from({ length: size }, () => []);
    this.mask = size - 1;
  }

  add(s: OpenStream): void {
    if (this.timer === null) {
      this.lastSlot = Math.floor(performance.now());
      this.timer = setInterval(() => this.tick(), 1);
    }
    s.due += this.intervalMs;
    this.waiting++;
    // A stream that is already late goes into the next slot the ticker reaches.
    this.slots[Math.max(Math.floor(s.due), this.lastSlot + 1) & this.mask]!.push(s);
  }

  private tick(): void {
    const now = Math.floor(performance.now());
    for (let slot = this.lastSlot + 1; slot <= now; slot++) {
      this.lastSlot = slot;
      const due = this.slots[slot & this.mask]!;
      if (due.length === 0) continue;
      this.slots[slot & this.mask] = [];
      this.waiting -= due.length;
      for (const s of due) if (this.write(s)) this.add(s);
    }
    if (this.waiting === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

export function startPacedUpstream(opts: PacedUpstreamOptions, onListening: (port: number) => void): () => void {
  const shape = opts.shape ?? 'openai';
  let writes = answerWrites(answerWords(opts.events), shape);
  let completion = answerJson(answerWords(opts.events));
  let open = 0;
  let answers = 0;

  /** Writes the stream's next part; false once it has ended (or the client left). */
  const writeNext = (s: OpenStream): boolean => {
    if (s.aborted) return false;
    const last = s.next === s.writes.length - 1;
    const chunk = s.writes[s.next++]!;
    s.res.cork(() => {
      if (last) s.res.end(chunk);
      else s.res.write(chunk);
    });
    if (last) {
      open--;
      answers++;
    }
    return !last;
  };
  const wheel = new TimingWheel(opts.intervalMs, writeNext);

  const app = uWS.App();
  app.put('/__paced/words', (res) => {
    res.onAborted(() => {});
    readBody(res, (body) => {
      const words = JSON.parse(body) as unknown;
      if (!Array.isArray(words) || !words.every((w) => typeof w === 'string')) {
        res.cork(() => res.writeStatus('400').end());
        return;
      }
      writes = answerWrites(words as string[], shape);
      completion = answerJson(words as string[]);
      res.cork(() => res.writeStatus('204').end());
    });
  });
  app.get('/__paced/stats', (res) => {
    res.end(JSON.stringify({ open, answers }));
  });
  app.post('/*', (res, req) => {
    if (!req.getUrl().endsWith('/chat/completions')) {
      res.writeStatus('404').end();
      return;
    }
    const s: OpenStream = { res, next: 0, due: 0, writes, aborted: false };
    res.onAborted(() => {
      if (!s.aborted && s.next < s.writes.length) open--;
      s.aborted = true;
    });
    // The answer is the same whatever was asked; the body is only searched for `"stream":true`.
    let streamed = false;
    res.onData((chunk, isLast) => {
      if (!streamed && Buffer.from(chunk).includes('"stream":true')) streamed = true;
      if (!isLast || s.aborted) return;
      if (!streamed) {
        res.cork(() => res.writeStatus('200 OK').writeHeader('Content-Type', 'application/json').writeHeader('Keep-Alive', KEEP_ALIVE).end(completion));
        return;
      }
      open++;
      s.due = performance.now();
      res.cork(() => res.writeStatus('200 OK').writeHeader('Content-Type', 'text/event-stream').writeHeader('Cache-Control', 'no-cache').writeHeader('Keep-Alive', KEEP_ALIVE));
      if (writeNext(s)) wheel.add(s);
    });
  });

  let listenSocket: uWS.us_listen_socket | null = null;
  app.listen('127.0.0.1', opts.port ?? 0, (socket) => {
    if (!socket) throw new Error('paced upstream: could not listen');
    listenSocket = socket;
    onListening(uWS.us_socket_local_port(socket));
  });
  return () => {
    wheel.stop();
    if (listenSocket) uWS.us_listen_socket_close(listenSocket);
  };
}

function readBody(res: uWS.HttpResponse, done: (body: string) => void): void {
  const parts: Buffer[] = [];
  res.onData((chunk, isLast) => {
    parts.push(Buffer.from(chunk.slice(0)));
    if (isLast) done(Buffer.concat(parts).toString());
  });
}

if (process.argv[1]?.endsWith('paced-upstream.ts') || process.argv[1]?.endsWith('paced-upstream.js')) {
  const options = JSON.parse(process.argv[2] ?? '{}') as PacedUpstreamOptions;
  if (!(options.intervalMs > 0) || !(options.events >= 1)) {
    process.stderr.write('paced-upstream: expected {"intervalMs": > 0, "events": ≥ 1}\n');
    process.exit(2);
  }
  const stop = startPacedUpstream(options, (port) => process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`));
  const exit = () => {
    stop();
    process.exit(0);
  };
  process.on('SIGTERM', exit);
  process.on('SIGINT', exit);
}
