// `npm run mock`: a local stand-in for every provider, speaking each one's wire format (OpenAI-compatible
// chat completions and Responses, Anthropic Messages, Gemini, Cohere), so the whole gateway — stored
// provider keys, native pass-through, tools, structured output — can be tried without a real provider.
// It is the mock the tests use (test/mocks/upstream.ts): it answers "Echo: <last user message>", and
// PUT /__mock/behavior changes the answer (a tool call, a fixed reply, an error, ...).
//
//   npm run mock                   listen on MOCK_PORT (default 8090) and print the gateway settings
//   npm run -s mock -- --env       print only the settings, one VARIABLE=value a line, and exit
import { PROVIDERS, type ProviderName } from '../src/providers/types.js';
import { startMockUpstream } from '../test/mocks/upstream.js';

const DEFAULT_PORT = 8090;
/** Recorded requests kept for GET /__mock/requests: enough to look at, bounded for a long-running mock. */
const KEEP_REQUESTS = 50;
/** Providers whose base URL is a host: the gateway appends their own paths (/v1/messages, /v1beta/..., /v2/chat). */
const HOST_BASED: ReadonlySet<ProviderName> = new Set(['anthropic', 'google', 'cohere']);

/** PROVIDER_<NAME>_BASE_URL for every provider, pointing at a mock on `port`. */
function mockProviderSettings(port: number): Record<string, string> {
  const base = `http://127.0.0.1:${port}`;
  return Object.fromEntries(
    // OpenAI-compatible providers get a path naming them, as their real base URLs end in a version.
    PROVIDERS.map((p) => [`PROVIDER_${p.toUpperCase()}_BASE_URL`, HOST_BASED.has(p) ? base : `${base}/${p}/v1`]),
  );
}

function portFromEnv(): number {
  const raw = process.env.MOCK_PORT;
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write('MOCK_PORT: must be a port number (0-65535)\n');
    process.exit(2);
  }
  return port;
}

const settingsLines = (port: number) => Object.entries(mockProviderSettings(port)).map(([k, v]) => `${k}=${v}`);

async function main(): Promise<void> {
  const port = portFromEnv();
  if (process.argv.includes('--env')) {
    process.stdout.write(`${settingsLines(port).join('\n')}\n`);
    return;
  }
  let upstream;
  try {
    upstream = await startMockUpstream({ port });
  } catch (err) {
    process.stderr.write(`mock upstream: cannot listen on 127.0.0.1 port ${port} (${(err as Error).message}); set MOCK_PORT to a free port\n`);
    process.exit(1);
  }
  const trim = setInterval(() => {
    if (upstream.requests.length > KEEP_REQUESTS) upstream.requests.splice(0, upstream.requests.length - KEEP_REQUESTS);
  }, 1_000);
  trim.unref();
  process.stdout.write(
    [
      `Mock upstream listening on ${upstream.url}: OpenAI-compatible, Responses, Anthropic, Gemini and Cohere wire formats.`,
      'It answers "Echo: <last user message>". Start a gateway that sends every provider here with:',
      '',
      ...settingsLines(upstream.port).map((l) => `  ${l}`),
      '',
      `Change the answer: curl -XPUT ${upstream.url}/__mock/behavior -d '{"reply":"..."}' (or {"toolCall":{"name":"...","arguments":{...}}})`,
      `Back to the echo:  curl -XPOST ${upstream.url}/__mock/reset`,
      `What it received:  curl ${upstream.url}/__mock/requests (the last ${KEEP_REQUESTS})`,
      '',
    ].join('\n'),
  );
  const stop = () => void upstream.close().then(() => process.exit(0), () => process.exit(1));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

await main();
