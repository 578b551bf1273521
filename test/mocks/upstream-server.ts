// Standalone mock upstream for benchmarks: `tsx test/mocks/upstream-server.ts '{"replyTokens":100}'`.
// Options (MockUpstreamOptions, incl. `port`) come from argv[2] or the MOCK_UPSTREAM env var as JSON.
// Prints one JSON line `{"url": "...", "port": n}` on stdout once listening; SIGTERM/SIGINT close it.
// The behaviour can be changed at runtime with PUT {url}/__mock/behavior.
import { startMockUpstream } from './upstream.js';
import type { MockUpstreamOptions } from './upstream.js';

const raw = process.argv[2] ?? process.env.MOCK_UPSTREAM ?? '{}';
let options: MockUpstreamOptions;
try {
  options = JSON.parse(raw) as MockUpstreamOptions;
} catch (err) {
  process.stderr.write(`mock upstream: options are not valid JSON: ${(err as Error).message}\n`);
  process.exit(2);
}
// Benchmarks run long: do not keep every request in memory unless asked.
const upstream = await startMockUpstream({ record: false, ...options });
process.stdout.write(`${JSON.stringify({ url: upstream.url, port: upstream.port })}\n`);

const stop = () => {
  upstream.close().then(() => process.exit(0), () => process.exit(1));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
