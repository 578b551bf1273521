// Child process for the fuzz runs: one test gateway with three business accounts, so a case that
// crashes the process is seen (and named) by the parent instead of killing the test worker. Every
// provider's base URL points at a mock upstream in this process; the `upstream` account holds a
// provider key for each, so its chats go through the real adapters.
// Prints one JSON line {url, schema, keys}; stops when stdin closes or on SIGTERM.
import { PROVIDERS } from '../../src/providers/types.js';
import { api, startTestGateway } from '../helpers/gateway.js';
import { providerEnv, providerKeyFor } from '../helpers/chat.js';
import { startMockUpstream } from '../mocks/upstream.js';

const mock = await startMockUpstream({ record: false });
const gw = await startTestGateway({
  mode: process.env.FUZZ_DB === 'embedded' ? 'embedded' : 'server',
  env: {
    // High limits: the point is the handlers, not a wall of 429s.
    RATE_LIMIT_BUSINESS: '1000000',
    RATE_LIMIT_TEST: '1000000',
    BUSINESS_MONTHLY_REQUESTS: '100000000',
    AUTH_FAILURES_PER_MINUTE: '1000000', // bad keys should reach the 401 path, not the guessing throttle
    ...providerEnv(mock.url),
    ...JSON.parse(process.env.FUZZ_GATEWAY_ENV ?? '{}'),
  },
});
const chat = await gw.account('business');
const mgmt = await gw.account('business');
const upstream = await gw.account('business');
for (const p of PROVIDERS) {
  const r = await api(gw.url, upstream.liveKey)('POST', '/v1/provider-keys', { provider: p, api_key: providerKeyFor(p) });
  if (r.status !== 201) throw new Error(`provider key for ${p}: ${r.status}`);
}
process.stdout.write(
  `${JSON.stringify({
    url: gw.url,
    schema: gw.schema,
    keys: {
      chat: { live: chat.liveKey, test: chat.testKey },
      mgmt: { live: mgmt.liveKey, test: mgmt.testKey },
      upstream: { live: upstream.liveKey, test: upstream.testKey },
    },
  })}\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await gw.close();
  await mock.close();
  process.exit(0);
};
process.stdin.on('end', stop);
process.on('SIGTERM', stop);
process.stdin.resume();
