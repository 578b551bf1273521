// The unit project (vitest.config.ts) stays what its name promises: every test file lands in exactly one
// project, and no unit test reaches a database, the network, a child process, a worker pool or the NER model.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config.js';

type Project = { test: { name: string; include: string[]; exclude?: string[] } };
const projects = (config as { test: { projects: Project[] } }).test.projects;
const unit = projects.find((p) => p.test.name === 'unit')!;

/** The glob forms the config uses: `**` (any folders), `*` (within one name). */
function globRegex(glob: string): RegExp {
  const body = glob.split('**/').map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')).join('(?:[^/]+/)*');
  return new RegExp(`^${body}$`);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(path);
    return e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const unitPatterns = unit.test.include.map(globRegex);
const isUnit = (file: string) => unitPatterns.some((r) => r.test(file));
/** Modules a unit test may not import: servers, databases, processes, the worker pool, the NER model. */
const SLOW_OR_NETWORKED = [
  /helpers\/(gateway|chat)/, /mocks\/upstream/, /^node:(child_process|net|http|https|worker_threads)$/, /^(postgres|ioredis|piscina|onnxruntime-node|playwright-core)$/,
  /src\/app\.js$/,
];
/** Calls that start the worker pool or load the NER model (their modules may be imported for types and errors). */
const STARTS = /\bnew PiiPool\(|\bloadNerModel\(|\bstartGateway\(/;
const importsOf = (text: string) => [...text.matchAll(/^\s*import\s[^'"]*?['"]([^'"]+)['"]/gm)].map((m) => m[1]);

describe('vitest projects', () => {
  it('a new test file lands in one project without editing the config: integration unless named *.unit.test.ts', () => {
    const integration = projects.find((p) => p.test.name === 'integration')!;
    expect(integration.test.include).toEqual(['test/**/*.test.ts']);
    expect(integration.test.exclude).toEqual(expect.arrayContaining(unit.test.include));
    expect(isUnit('test/pii/some-new-rule.unit.test.ts')).toBe(true);
    expect(isUnit('test/pii/some-new-rule.test.ts')).toBe(false);
  });

  it('no unit test starts a server, a database, a child process, a worker pool or the NER model', () => {
    const files = testFiles('test').filter(isUnit);
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const banned = importsOf(text).filter((m) => SLOW_OR_NETWORKED.some((r) => r.test(m)));
      expect(banned, file).toEqual([]);
      expect(text, file).not.toMatch(STARTS);
    }
    expect(importsOf("import { x } from '../helpers/gateway.js';").filter((m) => SLOW_OR_NETWORKED.some((r) => r.test(m)))).toHaveLength(1);
  });
});
