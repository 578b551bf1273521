// bench/scaling.ts reads each load-generator process's result from one JSON line of its stdout: a line
// cut short (a process exiting before its pipe drained) or response times that do not decode would
// make the scaling table wrong or the run fail.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { scalingBody, type LoadChildSpec } from '../../bench/lib/load-child.js';

describe('scaling load generator', () => {
  it('writes realistic, streaming and short bodies that are new for every index', () => {
    const a = JSON.parse(scalingBody('realistic-stream', 3, 0)) as { stream?: boolean; messages: { content: string }[] };
    const b = JSON.parse(scalingBody('realistic-stream', 3, 1)) as typeof a;
    expect(a.stream).toBe(true);
    expect(a.messages).toHaveLength(2);
    expect(a.messages[1].content).not.toBe(b.messages[1].content);
    expect(JSON.parse(scalingBody('realistic', 3, 0)).stream).toBeUndefined();
    expect((JSON.parse(scalingBody('short', 3, 0)) as typeof a).messages).toHaveLength(1);
  });

  it('reports its phases and every response time in one line the parent can read', async () => {
    const bodies = new Set<string>();
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        bodies.add(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
      const spec: LoadChildSpec = { urls: [url], headers: [{}], connections: 4, warmupS: 0, durationS: 1, traffic: 'realistic', seed: 5 };
      const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'lib', 'load-child.ts'), JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
      const lines: string[] = [];
      for await (const line of createInterface({ input: child.stdout! })) lines.push(line);
      expect(JSON.parse(lines[0])).toEqual({ phase: 'measuring' });
      const done = JSON.parse(lines[1]) as { phase: string; parts: { result: { requests: number }; samples: string }[] };
      expect(done.phase).toBe('done');
      const [part] = done.parts;
      const raw = Buffer.from(part.samples, 'base64');
      const times = new Float64Array(raw.buffer, raw.byteOffset, raw.byteLength / 8);
      expect(part.result.requests).toBeGreaterThan(100);
      expect(times.length).toBe(part.result.requests);
      expect(Math.min(...times)).toBeGreaterThan(0);
      expect(bodies.size).toBeGreaterThan(part.result.requests * 0.9); // a new prompt per request
    } finally {
      server.close();
    }
  });
});
