// MODEL_ALIASES: an operator maps other model ids to catalogue entries. A bad entry stops start-up with a
// message naming the variable and the entry's position, never the operator's text.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

function problem(value: string): string {
  try {
    loadConfig({ MODEL_ALIASES: value });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('loadConfig accepted MODEL_ALIASES');
}

describe('MODEL_ALIASES', () => {
  it('reads alias=model pairs, spaces around them allowed', () => {
    expect(loadConfig({ MODEL_ALIASES: 'claude-3-5-haiku-20241022=anthropic/claude-4.6-haiku, house-model = gpt-4o' }).modelAliases).toEqual([
      ['claude-3-5-haiku-20241022', 'anthropic/claude-4.6-haiku'],
      ['house-model', 'gpt-4o'],
    ]);
    expect(loadConfig({}).modelAliases).toEqual([]);
  });

  it.each([
    ['house-model', /MODEL_ALIASES: entry 1 is not alias=model/],
    ['a=gpt-4o,b=c=d', /MODEL_ALIASES: entry 2 is not alias=model/],
    ['house model=gpt-4o', /MODEL_ALIASES: entry 1 is not alias=model/],
    ['house-model=secret-llm-Kowalski', /MODEL_ALIASES: entry 1 maps to a model that is not in the catalogue/],
    ['ok=gpt-4o,gpt-4o=anthropic/claude-4.6-opus', /MODEL_ALIASES: entry 2 would rename a model the catalogue already accepts/],
    ['claude-sonnet-4-6=gpt-4o', /entry 1 would rename/],
  ])('%s is refused: %s', (value, pattern) => {
    const message = problem(value);
    expect(message).toMatch(pattern);
    expect(message).not.toContain('Kowalski');
    expect(message).not.toContain('house');
  });
});
