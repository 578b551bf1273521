// Child process for the fuzz runs: one test gateway with two business accounts, so a case that
// crashes the process is seen (and named) by the parent instead of killing the test worker.
// Prints one JSON line {url, schema, keys}; stops when stdin closes or on SIGTERM.
import { startTestGateway } from '../helpers/gateway.js';

const gw = await startTestGateway({
  mode: process.env.FUZZ_DB === 'embedded' ? 'embedded' : 'server',
  env: {
    // High limits: the point is the handlers, not a wall of 429s.
    RATE_LIMIT_BUSINESS: '1000000',
    RATE_LIMIT_TEST: '1000000',
    BUSINESS_MONTHLY_REQUESTS: '100000000',
    ...JSON.parse(process.env.FUZZ_GATEWAY_ENV ?? '{}'),
  },
});
const chat = await gw.account('business');
const mgmt = await gw.account('business');
process.stdout.write(
  `${JSON.stringify({
    url: gw.url,
    schema: gw.schema,
    keys: { chat: { live: chat.liveKey, test: chat.testKey }, mgmt: { live: mgmt.liveKey, test: mgmt.testKey } },
  })}\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await gw.close();
  process.exit(0);
};
process.stdin.on('end', stop);
process.on('SIGTERM', stop);
process.stdin.resume();
