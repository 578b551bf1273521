// The first embedded start takes a while (the database is created): the log says what is going on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestGateway } from '../helpers/gateway.js';

describe('start-up progress', () => {
  it('says when it creates the embedded database on the first start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gw-progress-'));
    try {
      const first = await startTestGateway({ mode: 'embedded', dataDir });
      await first.close();
      const messages = first.logLines.map((l) => JSON.parse(l).msg as string);
      expect(messages).toContain(`creating the embedded database in ${path.join(dataDir, 'pg')} (first start only, takes about 15 s)`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
