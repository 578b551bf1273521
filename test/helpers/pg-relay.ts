// A TCP relay in front of the test PostgreSQL that a test can cut, to make the database unreachable:
// `cut()` closes every relayed connection and refuses new ones; `blackhole()` also closes them but then
// accepts connections and never answers (a database that hangs); `restore()` relays again.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { TEST_DATABASE_URL } from './gateway.js';

export interface PgRelay {
  url: string;
  cut(): void;
  blackhole(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function relayToPostgres(): Promise<PgRelay> {
  const target = new URL(TEST_DATABASE_URL);
  const sockets = new Set<Socket>();
  let mode: 'relay' | 'refuse' | 'hang' = 'relay';
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('error', () => {});
    s.on('close', () => sockets.delete(s));
  };
  const server: Server = createServer((client) => {
    if (mode === 'refuse') return client.destroy();
    track(client);
    if (mode === 'hang') return; // accepted, never answered
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(TEST_DATABASE_URL);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  const dropAll = () => {
    for (const s of sockets) s.destroy();
  };
  return {
    url: url.toString(),
    cut() {
      mode = 'refuse';
      dropAll();
    },
    blackhole() {
      mode = 'hang';
      dropAll();
    },
    restore() {
      mode = 'relay';
    },
    // server.close waits for every relayed connection to end: end them, so a socket left open by the
    // gateway's shutdown cannot hold the test until its timeout.
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      dropAll();
    }),
  };
}
