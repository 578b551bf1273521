// Runs N seeded cases against a gateway with bounded concurrency and groups what failed by class,
// keeping the first case of each class as its reproducer.
import { makeCase, type FuzzCase } from './cases.js';
import { checkOutcome } from './check.js';
import type { ChildGateway } from './child.js';
import { Sender, type Outcome } from './send.js';

export interface FuzzOptions {
  /** Starts a fresh gateway (again after a crash). */
  start(): Promise<ChildGateway>;
  seed: number;
  count: number;
  /** Only these case indexes (replaying a failure). */
  only?: number[];
  concurrency?: number;
  /** Crashes tolerated before the remaining cases are skipped (each costs a restart). */
  maxCrashes?: number;
  /** Exploration only (hunt.ts): leave out cases of an already known crash to see what else fails. */
  skip?(c: FuzzCase): boolean;
}

export interface FailureClass { cls: string; count: number; first: FuzzCase; outcome: Outcome; detail: string; tolerated?: boolean }
export interface FuzzResult {
  seed: number;
  cases: number;
  failures: FailureClass[];
  statuses: Record<number, number>;
  /** The gateway of the last stretch, still running (the caller checks it and stops it). */
  gateway: ChildGateway;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Did this case's missing answer come from the process dying? (The exit event may lag the socket error.) */
async function diedWith(gw: ChildGateway, o: Outcome): Promise<boolean> {
  if (o.ok) return false;
  await Promise.race([gw.exited, sleep(500)]);
  return gw.dead;
}

const crashLine = (stderr: string) =>
  stderr.split('\n').find((l) => /Error|terminate|Abort|Segmentation|FATAL/i.test(l))?.trim().slice(0, 160) ?? stderr.trim().slice(-160);

export async function runFuzz(opts: FuzzOptions): Promise<FuzzResult> {
  const queue = opts.only?.length ? [...opts.only] : Array.from({ length: opts.count }, (_, i) => i);
  const total = queue.length;
  const classes = new Map<string, FailureClass>();
  const statuses: Record<number, number> = {};
  const record = (cls: string, c: FuzzCase, o: Outcome, detail: string, tolerated?: boolean) => {
    const seen = classes.get(cls);
    if (seen) seen.count++;
    else classes.set(cls, { cls, count: 1, first: c, outcome: o, detail, tolerated });
  };
  const check = (c: FuzzCase, o: Outcome) => {
    if (o.ok) statuses[o.reply.status] = (statuses[o.reply.status] ?? 0) + 1;
    for (const f of checkOutcome(c, o)) record(f.cls, c, o, f.detail, f.tolerated);
  };

  let gw = await opts.start();
  let crashes = 0;
  while (queue.length) {
    // A stretch of concurrent cases until the queue is empty or the process dies.
    const suspects: number[] = [];
    const sender = new Sender(gw.url, 15_000, opts.concurrency ?? 8);
    const worker = async () => {
      while (queue.length && !gw.dead) {
        const c = makeCase(opts.seed, queue.shift()!, gw.keys);
        if (opts.skip?.(c)) continue;
        const o = await sender.send(c);
        if (await diedWith(gw, o)) suspects.push(c.index);
        else check(c, o);
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, worker));
    await sender.close(true);
    if (!gw.dead) break;
    // Replay the cases in flight at the crash one by one, each on a fresh process, to name the culprit.
    crashes++;
    for (const index of suspects.sort((a, b) => a - b)) {
      if (gw.dead) {
        await gw.stop();
        gw = await opts.start();
      }
      const c = makeCase(opts.seed, index, gw.keys);
      const alone = new Sender(gw.url, 15_000, 1);
      const o = await alone.send(c);
      await alone.close(true);
      if (await diedWith(gw, o)) record(`gateway process crashed (${await gw.exited}): ${crashLine(gw.stderr())}`, c, o, gw.stderr().slice(-1500));
      else check(c, o);
    }
    if (gw.dead) {
      await gw.stop();
      gw = await opts.start();
    }
    if (crashes >= (opts.maxCrashes ?? 3) && queue.length) {
      const c = makeCase(opts.seed, queue[0], gw.keys);
      record(`${queue.length} cases skipped after ${crashes} crashes`, c, { ok: false, error: 'not sent' }, '');
      break;
    }
  }
  return { seed: opts.seed, cases: total, failures: [...classes.values()].sort((a, b) => b.count - a.count), statuses, gateway: gw };
}

const excerpt = (s: string, n = 240) => (s.length > n ? `${JSON.stringify(s.slice(0, n))}… (${s.length} chars)` : JSON.stringify(s));

/** Readable report: one block per failure class with a replay command and the request's shape. */
export function formatReport(r: FuzzResult, replay: string): string {
  const hideKeys = (s: string) => s.replace(/vpx_(live|test)_[0-9A-Za-z]{24}/gi, '<$1 key>');
  return r.failures
    .map((f) => {
      const c = f.first;
      const got = f.outcome.ok ? `${f.outcome.reply.status} ${excerpt(f.outcome.reply.body.toString('utf8'), 300)}` : f.outcome.error;
      return [
        `${f.tolerated ? '~ (tolerated)' : '✗'} ${f.cls}  [${f.count} case(s)]`,
        `  replay: FUZZ_SEED=${r.seed} FUZZ_ONLY=${c.index} ${replay}`,
        `  request: ${c.method} ${excerpt(c.target, 200)}${c.raw ? ' (raw socket)' : ''}`,
        `  headers: ${excerpt(hideKeys(JSON.stringify(c.headers)), 200)}`,
        `  body: ${c.body ? excerpt(c.body.toString('utf8')) : 'none'}`,
        `  mutations: ${c.notes.join(', ') || 'none'}`,
        `  got: ${got}`,
      ].join('\n');
    })
    .join('\n\n');
}
