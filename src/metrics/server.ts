// The Prometheus scrape endpoint, on its own port (METRICS_PORT, default 9464), apart from the API.
// A plain node:http server: it serves a scrape every few seconds, so simplicity beats speed here,
// and keeping it off the uWS server means a flood of API traffic cannot starve it of its own port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from './metrics.js';

export interface MetricsServer {
  /** The bound port (useful when started with port 0). */
  port: number;
  close(): Promise<void>;
}

/** Listen on host:port and serve `GET /metrics` (and HEAD); everything else is 404/405. */
export function startMetricsServer(port: number, host = '0.0.0.0'): Promise<MetricsServer> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return Promise.reject(new Error(`metrics port must be an integer 0..65535, got ${String(port)}`));
  }
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      // Collection failed (a collect() callback threw something unexpected); say so without details.
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`metrics collection failed: ${err instanceof Error ? err.name : 'error'}\n`);
    });
  });
  // Prometheus reuses its connection between scrapes; idle sockets should not hold shutdown up.
  server.keepAliveTimeout = 65_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // After listening, an accept error (EMFILE, say) must not end the process: scrapes just fail.
      server.on('error', () => {});
      const bound = (server.address() as AddressInfo).port;
      resolve({
        port: bound,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = req.url === undefined ? '' : req.url.split('?', 1)[0];
  if (path !== '/metrics') {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('not found: metrics are served at /metrics\n');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' });
    res.end('method not allowed: use GET /metrics\n');
    return;
  }
  const body = await registry.metrics();
  res.writeHead(200, {
    'content-type': registry.contentType,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
