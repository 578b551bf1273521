// Child of upstream-gc.test.ts, run under `node --trace-gc-nvp`: CALLS upstream calls to URL (argv), 20 at a
// time, each reading its headers and body as the gateway does; prints `calls N` when done.
import { closeUpstreamPools, sendUpstream } from '../../../src/providers/upstream-client.js';

const [url, callsArg] = process.argv.slice(2);
const calls = Number(callsArg);
let done = 0;
async function loop(): Promise<void> {
  while (done < calls) {
    done++;
    const res = await sendUpstream({ url: url!, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"q":1}' });
    if (res.headers['content-type'] !== 'application/json') throw new Error('unexpected answer');
    await res.text();
  }
}
await Promise.all(Array.from({ length: 20 }, loop));
await closeUpstreamPools();
process.stderr.write(`calls ${done}\n`);
