// Seeded HTTP fuzzing of every endpoint: thousands of valid-looking-then-mutated and random requests
// (bodies, paths, query strings, headers). No case may get a 5xx or a dropped connection, every error
// must be exactly {error: {type, message, code}}, and no error may echo a client value (canaries).
// Replay a failure with the FUZZ_SEED and FUZZ_ONLY the report prints; FUZZ_CASES sets the count,
// FUZZ_SEED=random tries a new seed.
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/gateway.js';
import { spawnGateway, type ChildGateway } from './child.js';
import { seedFromEnv } from './prng.js';
import { formatReport, runFuzz } from './run.js';

const SEED = seedFromEnv(0x11_2026);
const CASES = Number(process.env.FUZZ_CASES ?? 3000);
const ONLY = process.env.FUZZ_ONLY?.split(',').map(Number);

describe('HTTP fuzz', () => {
  // The gateway (startTestGateway, PostgreSQL server, NER off) runs in a child process: a case that
  // crashes it is then named in the report instead of taking the test worker down with it.
  let gw: ChildGateway | undefined;
  afterAll(async () => gw?.stop());

  it(`seed ${SEED}: ${ONLY ? `cases ${ONLY.join(',')}` : `${CASES} cases`} get an answer, never a 5xx, and well-formed errors without client values`, async () => {
    const result = await runFuzz({ start: () => spawnGateway(), seed: SEED, count: CASES, only: ONLY, concurrency: 8 });
    gw = result.gateway;
    const report = formatReport(result, 'npx vitest run test/fuzz/http-fuzz.test.ts');
    if (report) console.error(`fuzz seed ${SEED}, ${result.cases} cases, statuses ${JSON.stringify(result.statuses)}\n\n${report}`);
    expect(result.failures.filter((f) => !f.tolerated).map((f) => `${f.cls} [${f.count}]`)).toEqual([]);
    // Most cases must reach the handlers: a fuzz run that is all 401/404 tests little.
    if (!ONLY) expect((result.statuses[200] ?? 0) + (result.statuses[201] ?? 0) + (result.statuses[400] ?? 0)).toBeGreaterThan(CASES / 3);
  }, 180_000);

  it('the gateway still answers afterwards', async () => {
    expect(gw).toBeDefined();
    const r = await api(gw!.url)('GET', '/v1/health');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: 'ok' });
  });
});
