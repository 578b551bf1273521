// A throwaway redis-server on its own port for tests (no persistence), which a test may kill and start
// again on the same port to play an outage.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export class TestRedis {
  private proc: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start(): Promise<TestRedis> {
    const r = new TestRedis(await freePort());
    await r.restart();
    return r;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (again, empty) and waits until it answers PING. */
  async restart(): Promise<void> {
    if (this.proc) throw new Error('redis-server is already running');
    const proc = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.proc = proc;
    proc.once('exit', () => {
      if (this.proc === proc) this.proc = null;
    });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => {});
      try {
        await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        if (Date.now() > deadline) throw new Error('redis-server did not start');
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        client.disconnect();
      }
    }
  }

  /** SIGKILL: an outage, not a clean shutdown. */
  async kill(): Promise<void> {
    const proc = this.proc;
    if (!proc) return;
    this.proc = null;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  }

  /** SIGSTOP / SIGCONT: a Redis that holds connections open but answers nothing (slow, not down). */
  freeze(frozen: boolean): void {
    this.proc?.kill(frozen ? 'SIGSTOP' : 'SIGCONT');
  }

  client(): Redis {
    const c = new Redis(this.url, { maxRetriesPerRequest: 0 });
    c.on('error', () => {});
    return c;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}
