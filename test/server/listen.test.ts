// The API port is bound exclusively: a second gateway (or anything else) on a taken port fails to
// start with a message naming the port, instead of silently sharing it (uWS would reuse the port).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HttpServer } from '../../src/server/http.js';
import { api, dropSchema, startTestGateway, uniqueSchema } from '../helpers/gateway.js';

/** A port that was free a moment ago (uWS shares a port only when both asked for it by number). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('a taken API port', () => {
  it('a second gateway on the same port fails to start, naming the port; the first keeps serving', async () => {
    const first = await startTestGateway({ env: { PORT: String(await freePort()) } });
    try {
      const schema = uniqueSchema('port');
      const err = await startTestGateway({ schema, env: { PORT: String(first.port) } }).then(
        (gw) => gw.close().then(() => null),
        (e: unknown) => e as Error,
      );
      expect(err).toBeInstanceOf(Error);
      expect(err!.message).toContain(String(first.port));
      expect(err!.message).toContain('in use');
      expect((await api(first.url)('GET', '/v1/health')).status).toBe(200);
      await dropSchema(schema);
    } finally {
      await first.close();
    }
  });

  it('a port held by another program', async () => {
    const other = createServer((_req, res) => res.end('other'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as AddressInfo).port;
    try {
      const server = new HttpServer([], 1024);
      await expect(server.listen('127.0.0.1', port)).rejects.toThrow(String(port));
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('two bare servers cannot share a port either', async () => {
    const a = new HttpServer([], 1024);
    const port = await a.listen('127.0.0.1', await freePort());
    try {
      await expect(new HttpServer([], 1024).listen('127.0.0.1', port)).rejects.toThrow(`port ${port}`);
    } finally {
      await a.close(0);
    }
  });
});
