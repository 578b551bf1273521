// What a thread costs to wake, by how often it wakes: the same small piece of work (WORK_ITERATIONS
// additions) run back to back, then at fixed rates from a timer on the event loop, then in a worker thread
// woken by a message at the same rates. Process CPU (all threads) per wake-up. On a VM a thread that has
// slept pays for cold caches and the hypervisor's wake-up before it does its work, so a paced stream (one
// upstream read per event, a PII worker woken per request) costs more CPU per unit of work than closed-loop
// load does; this measures that floor on the machine at hand.
//
//   npx tsx bench/wakeup-cost.ts            # rates 1000, 200, 50 per second
//   BENCH_WAKEUP_RATES=500,100 npx tsx bench/wakeup-cost.ts
import { Worker } from 'node:worker_threads';

const WORK_ITERATIONS = 20_000;
const WAKEUPS_PER_RATE = 400;

function smallWork(): number {
  let s = 0;
  for (let i = 0; i < WORK_ITERATIONS; i++) s += i;
  return s;
}

const cpuUs = (since: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(since);
  return c.user + c.system;
};

function backToBack(): number {
  const t0 = process.cpuUsage();
  for (let i = 0; i < WAKEUPS_PER_RATE * 10; i++) smallWork();
  return cpuUs(t0) / (WAKEUPS_PER_RATE * 10);
}

function timerAt(rate: number): Promise<number> {
  return new Promise((resolve) => {
    let n = 0;
    const t0 = process.cpuUsage();
    const iv = setInterval(() => {
      smallWork();
      if (++n === WAKEUPS_PER_RATE) {
        clearInterval(iv);
        resolve(cpuUs(t0) / n);
      }
    }, 1000 / rate);
  });
}

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', () => { let s = 0; for (let i = 0; i < ${WORK_ITERATIONS}; i++) s += i; parentPort.postMessage(s); });
`;

async function workerAt(worker: Worker, rate: number): Promise<number> {
  return new Promise((resolve) => {
    let sent = 0;
    let answered = 0;
    const t0 = process.cpuUsage();
    const onMessage = () => {
      if (++answered < WAKEUPS_PER_RATE) return;
      worker.off('message', onMessage);
      resolve(cpuUs(t0) / answered);
    };
    worker.on('message', onMessage);
    const iv = setInterval(() => {
      worker.postMessage(0);
      if (++sent === WAKEUPS_PER_RATE) clearInterval(iv);
    }, 1000 / rate);
  });
}

const rates = (process.env.BENCH_WAKEUP_RATES ?? '1000,200,50').split(',').map(Number);
if (!rates.every((r) => Number.isFinite(r) && r > 0 && r <= 1000)) {
  console.error('BENCH_WAKEUP_RATES: expected comma-separated rates per second in (0, 1000]');
  process.exit(2);
}
const worker = new Worker(WORKER_SOURCE, { eval: true });
await new Promise((r) => setTimeout(r, 300));
backToBack(); // warm-up
console.log(`Process CPU per wake-up for ${WORK_ITERATIONS.toLocaleString('en')} additions (µs), ${WAKEUPS_PER_RATE} wake-ups per rate:`);
console.log(`  back to back, no wake-up: ${backToBack().toFixed(1)}`);
console.log('  | wake-ups per second | event-loop timer | worker woken by a message |');
console.log('  |---:|---:|---:|');
for (const rate of rates) {
  const timer = await timerAt(rate);
  const viaWorker = await workerAt(worker, rate);
  console.log(`  | ${rate} | ${timer.toFixed(1)} | ${viaWorker.toFixed(1)} |`);
}
await worker.terminate();
