// Fail closed on the NER model: with PII_NER on, a missing or unloadable model stops start-up (names
// would otherwise go upstream in clear); /v1/health says which detectors run.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_NER_MODEL_DIR, nerModelAvailable } from '../../src/ner/index.js';
import { api, startTestGateway } from '../helpers/gateway.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gw-ner-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const withNer = (modelDir: string) => ({ env: { PII_NER: 'true', PII_NER_MODEL_DIR: modelDir, PII_POOL_THREADS: '1' } });

describe('NER model at start-up', () => {
  it('a missing model stops start-up, naming the file and PII_NER=false', async () => {
    const empty = tempDir();
    const start = startTestGateway(withNer(empty));
    await expect(start).rejects.toThrow(new RegExp(`${path.join(empty, 'model.onnx').replace(/[.\\/]/g, '\\$&')}[\\s\\S]*PII_NER=false`));
  });

  it('an unloadable model stops start-up too', async () => {
    const corrupt = tempDir();
    writeFileSync(path.join(corrupt, 'model.onnx'), 'this is not an ONNX model');
    if (nerModelAvailable()) copyFileSync(path.join(DEFAULT_NER_MODEL_DIR, 'vocab.json'), path.join(corrupt, 'vocab.json'));
    else writeFileSync(path.join(corrupt, 'vocab.json'), '{}');
    await expect(startTestGateway(withNer(corrupt))).rejects.toThrow(/NER model cannot be used: loading failed: .*model\.onnx[\s\S]*PII_NER=false/);
  });

  it('/v1/health reports NER off when PII_NER=false', async () => {
    const gw = await startTestGateway();
    try {
      const health = await api(gw.url)('GET', '/v1/health');
      expect(health.status).toBe(200);
      expect(health.json).toMatchObject({ status: 'ok', version: gw.config.version, detectors: { rules: true, ner: false } });
    } finally {
      await gw.close();
    }
  });

  it.skipIf(!nerModelAvailable())('/v1/health reports NER on when the model loaded', async () => {
    const copy = tempDir();
    for (const f of ['model.onnx', 'vocab.json']) copyFileSync(path.join(DEFAULT_NER_MODEL_DIR, f), path.join(copy, f));
    const gw = await startTestGateway(withNer(copy));
    try {
      expect((await api(gw.url)('GET', '/v1/health')).json.detectors).toEqual({ rules: true, ner: true });
    } finally {
      await gw.close();
    }
  }, 60_000);
});

describe('a PII worker without its NER model', () => {
  it('fails the tasks that need NER instead of passing names through; rule-only tasks still run', async () => {
    const { PiiPool } = await import('../../src/pii/pool.js');
    const pool = new PiiPool({ threads: 1, ner: true, nerModelDir: tempDir() });
    try {
      await expect(pool.anonymize(['Dzwonił Zbigniew Brzęczyszczykiewicz.'], new Set(['PERSON']), false)).rejects.toThrow(/NER model/);
      const rules = await pool.anonymize(['PESEL 44051401359'], new Set(['PESEL']), false);
      expect(rules.texts[0]).toBe('PESEL <PESEL_1>');
    } finally {
      await pool.close();
    }
  });
});
