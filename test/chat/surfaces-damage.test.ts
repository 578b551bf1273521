// Every field of a valid /v1/messages and /v1/responses body, replaced in turn by values of the wrong
// kind: the answer is never a 5xx, and an error never repeats the value (a marker string stands for
// personal data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/gateway.js';
import { startChatFixture, type ChatFixture } from '../helpers/chat.js';

const MARK = 'Kowalski44051401359';
const DAMAGE: unknown[] = [null, 0, -1, 1e308, 'x', MARK, true, [], [MARK], {}, { [MARK]: MARK }, { type: MARK }];

const BODIES: Record<string, Record<string, unknown>> = {
  '/v1/messages': {
    model: 'anthropic/claude-4.6-sonnet', max_tokens: 50, system: [{ type: 'text', text: 'sys' }],
    tools: [{ name: 'f', input_schema: { type: 'object' } }], tool_choice: { type: 'auto' },
    messages: [
      { role: 'user', content: [{ type: 'text', text: 'hi' }] },
      { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'f', input: { a: 1 } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] },
    ],
  },
  '/v1/responses': {
    model: 'gpt-4o', instructions: 'be brief', max_output_tokens: 50, tools: [{ type: 'function', name: 'f', parameters: { type: 'object' } }],
    input: [
      { role: 'user', content: [{ type: 'input_text', text: 'hi' }] },
      { type: 'function_call', call_id: 'c1', name: 'f', arguments: '{}' },
      { type: 'function_call_output', call_id: 'c1', output: 'ok' },
    ],
  },
};

/** Paths to every value inside `v` (objects and arrays walked). */
function paths(v: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (v === null || typeof v !== 'object') return [at];
  const keys = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
  return [at, ...keys.flatMap((k) => paths((v as any)[k], [...at, k]))];
}

function replaced(body: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: any = Array.isArray(body) ? [...body] : { ...(body as object) };
  copy[path[0]] = replaced(copy[path[0]], path.slice(1), value);
  return copy;
}

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture();
});
afterAll(async () => f?.close());

describe.each(Object.keys(BODIES))('%s with damaged fields', (route) => {
  it('never answers 5xx and never repeats a value', async () => {
    const call = api(f.gw.url, f.acct.liveKey);
    const statuses: Record<number, number> = {};
    for (const path of paths(BODIES[route]).filter((p) => p.length > 0)) {
      for (const value of DAMAGE) {
        for (const stream of [false, true]) {
          const res = await call('POST', route, { ...(replaced(BODIES[route], path, value) as object), stream });
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          expect(res.status, `${path.join('.')} = ${JSON.stringify(value)}`).toBeLessThan(500);
          if (res.status >= 400) expect(res.text, `${path.join('.')}`).not.toContain(MARK);
        }
      }
    }
    expect(statuses[400]).toBeGreaterThan(0);
    expect(statuses[200]).toBeGreaterThan(0);
  }, 60_000);
});
