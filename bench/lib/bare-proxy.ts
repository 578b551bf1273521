// The floor under any gateway built on this stack: a proxy that does nothing but forward. uWS takes
// the request, the gateway's own upstream client (src/providers/upstream-client.ts, undici) sends the
// body unchanged to the mock upstream, and the answer's status, content type and bytes are written
// back as they arrive. No authentication, validation, parsing, PII, usage, metrics or logs.
//
// bench/gateway.ts runs it as its own process, beside the gateway, so the report can say how much of
// the gap between "direct" and "gateway" any Node proxy on this machine would have, and how much is
// the gateway's own work.
//
//   node --import tsx bench/lib/bare-proxy.ts '{"upstream":"http://127.0.0.1:PORT","port":0}'
// prints one JSON line {"url": "..."} once listening; SIGTERM/SIGINT stop it.
import uWS from 'uWebSockets.js';
import { closeUpstreamPools, sendUpstream } from '../../src/providers/upstream-client.js';

const options = JSON.parse(process.argv[2] ?? '{}') as { upstream?: string; port?: number };
if (!options.upstream) {
  process.stderr.write('bare-proxy: missing "upstream" in the JSON options\n');
  process.exit(2);
}
const upstream = options.upstream.replace(/\/$/, '');

const app = uWS.App();
app.post('/*', (res, req) => {
  const url = upstream + req.getUrl();
  const headers: Record<string, string> = {
    'content-type': req.getHeader('content-type') || 'application/json',
    authorization: req.getHeader('authorization'),
  };
  const abort = new AbortController();
  let aborted = false;
  res.onAborted(() => {
    aborted = true;
    abort.abort();
  });
  const parts: Buffer[] = [];
  res.onData((chunk, isLast) => {
    parts.push(Buffer.from(chunk.slice(0)));
    if (!isLast) return;
    void forward(res, url, headers, Buffer.concat(parts).toString(), abort, () => aborted);
  });
});

async function forward(
  res: uWS.HttpResponse, url: string, headers: Record<string, string>, body: string,
  abort: AbortController, isAborted: () => boolean,
): Promise<void> {
  try {
    const up = await sendUpstream({ url, method: 'POST', headers, body }, { signal: abort.signal });
    if (isAborted()) return up.dispose();
    let started = false;
    for await (const chunk of up.chunks()) {
      if (isAborted()) break;
      res.cork(() => {
        if (!started) {
          res.writeStatus(String(up.status));
          res.writeHeader('content-type', String(up.headers['content-type'] ?? 'application/json'));
          started = true;
        }
        res.write(chunk);
      });
    }
    if (isAborted()) return;
    res.cork(() => {
      if (!started) res.writeStatus(String(up.status));
      res.end();
    });
  } catch (err) {
    if (isAborted()) return;
    res.cork(() => res.writeStatus('502').end(String((err as Error).message)));
  }
}

app.listen('127.0.0.1', options.port ?? 0, (socket) => {
  if (!socket) {
    process.stderr.write('bare-proxy: could not listen\n');
    process.exit(1);
  }
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${uWS.us_socket_local_port(socket)}` })}\n`);
  const stop = () => {
    uWS.us_listen_socket_close(socket);
    void closeUpstreamPools().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
