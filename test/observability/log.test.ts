import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createLogger, LineBuffer, logRequest, parseLogLevel, requestLine, requestLogFields, type RequestLogEntry } from '../../src/log.js';

/** A logger whose lines land in an array (pino writes synchronously to a plain Writable). */
function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger({ level, destination }), lines };
}

const ENTRY: RequestLogEntry = {
  request_id: 'req_1',
  account_id: 'acc_1',
  key_id: 'key_1',
  route: '/v1/chat/completions',
  method: 'POST',
  model: 'gpt-4o',
  provider: 'openai',
  status: 200,
  latency_ms: 12.3456,
  upstream_latency_ms: 10.001,
  prompt_tokens: 12,
  completion_tokens: 5,
  entity_counts: { PERSON: 2, PESEL: 1 },
  art9_categories: ['SENSITIVE_HEALTH'],
};

describe('logger', () => {
  it('writes one JSON line per request with the metadata fields', () => {
    const { log, lines } = capture();
    logRequest(log, ENTRY);
    expect(lines).toHaveLength(1);
    const line = lines[0];
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      service: 'pii-gateway',
      request_id: 'req_1',
      account_id: 'acc_1',
      key_id: 'key_1',
      route: '/v1/chat/completions',
      method: 'POST',
      model: 'gpt-4o',
      provider: 'openai',
      status: 200,
      latency_ms: 12.35,
      upstream_latency_ms: 10,
      prompt_tokens: 12,
      completion_tokens: 5,
      entity_counts: { PERSON: 2, PESEL: 1 },
      art9_categories: ['SENSITIVE_HEALTH'],
    });
    expect(typeof line.time).toBe('string');
    expect(Number.isNaN(Date.parse(line.time as string))).toBe(false);
  });

  it('copies only known fields, so content and mappings riding on a wider object never reach the log', () => {
    const { log, lines } = capture();
    const wider = {
      ...ENTRY,
      messages: [{ role: 'user', content: 'Jan Kowalski, PESEL 44051401359' }],
      mapping: { '<PERSON_1>': 'Jan Kowalski' },
      api_key: 'vpx_live_abcdefghijklmnopqrstuvwx',
    };
    logRequest(log, wider);
    const raw = JSON.stringify(lines[0]);
    expect(raw).not.toContain('Kowalski');
    expect(raw).not.toContain('44051401359');
    expect(raw).not.toContain('vpx_live_');
    expect(lines[0]).not.toHaveProperty('messages');
    expect(lines[0]).not.toHaveProperty('mapping');
  });

  it('leaves out fields that do not apply instead of writing null', () => {
    const { log, lines } = capture();
    logRequest(log, { request_id: 'r', route: '/v1/health', method: 'GET', status: 200, latency_ms: 0.2 });
    const keys = Object.keys(lines[0]).filter((k) => !['level', 'time', 'service', 'msg', 'pid', 'hostname'].includes(k));
    expect(keys.sort()).toEqual(['latency_ms', 'method', 'request_id', 'route', 'status']);
    expect(Object.keys(requestLogFields(ENTRY))).toHaveLength(19);
  });

  it('follows a level changed at run time', () => {
    const { log, lines } = capture('error');
    logRequest(log, ENTRY);
    log.level = 'info';
    logRequest(log, ENTRY);
    log.level = 'silent';
    logRequest(log, { ...ENTRY, status: 500 });
    expect(lines).toHaveLength(1);
  });

  it('redacts secrets in ad-hoc log calls (defence in depth)', () => {
    const { log, lines } = capture();
    log.info({ authorization: 'Bearer vpx_live_secret', api_key: 'sk-1', provider_key: { api_key: 'sk-2' }, headers: { authorization: 'Bearer x' } }, 'oops');
    const raw = JSON.stringify(lines[0]);
    expect(raw).not.toContain('vpx_live_secret');
    expect(raw).not.toContain('sk-1');
    expect(raw).not.toContain('sk-2');
    expect(raw).not.toContain('Bearer x');
    expect(lines[0].authorization).toBe('[REDACTED]');
  });

  it('picks the level from the status: info < 500, warn for 502/504, error for other 5xx', () => {
    const { log, lines } = capture();
    logRequest(log, { ...ENTRY, status: 429, error_type: 'rate_limit_exceeded' });
    logRequest(log, { ...ENTRY, status: 504, error_type: 'provider_timeout' });
    logRequest(log, { ...ENTRY, status: 500, error_type: 'internal_error' });
    expect(lines.map((l) => l.level)).toEqual(['info', 'warn', 'error']);
    expect(lines[1].error_type).toBe('provider_timeout');
  });

  it('respects the level', () => {
    const { log, lines } = capture('warn');
    logRequest(log, ENTRY);
    logRequest(log, { ...ENTRY, status: 502 });
    expect(lines).toHaveLength(1);
    expect(lines[0].status).toBe(502);
  });

  it('validates level names with an error naming the variable', () => {
    expect(parseLogLevel(undefined)).toBe('info');
    expect(parseLogLevel('')).toBe('info');
    expect(parseLogLevel('DEBUG')).toBe('debug');
    expect(() => parseLogLevel('verbose')).toThrow(/LOG_LEVEL: unknown log level "verbose"; expected one of fatal, error/);
    expect(() => createLogger({ level: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('writes request lines as pino would: same fields, order and values, strings escaped', () => {
    const { log, lines } = capture();
    const odd: RequestLogEntry = {
      ...ENTRY, request_id: 'r"1\\\n\u2028ż\u0001', failed_key_ids: ['k1', 'k"2'], ttft_ms: 1 / 3, stream: true,
      wire: 'translated', error_type: undefined, latency_ms: Number.NaN,
    };
    logRequest(log, odd);
    // pino itself, configured as createLogger configures it, writing the same fields.
    const pinoLines: string[] = [];
    const reference = pino({
      base: { service: 'pii-gateway' }, timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label: string) => ({ level: label }) },
    }, { write: (line: string) => pinoLines.push(line) });
    reference.info(requestLogFields(odd), 'request');
    const ours = lines[0]!, theirs = JSON.parse(pinoLines[0]!) as Record<string, unknown>;
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    expect({ ...ours, time: 0 }).toEqual({ ...theirs, time: 0 });
    expect(ours.request_id).toBe(odd.request_id);
    expect(ours.latency_ms).toBeNull();
    const raw = requestLine('warn', odd);
    expect(raw.endsWith('}\n')).toBe(true);
    expect(raw.split('\n')).toHaveLength(2); // one line: a newline in a value stays escaped
  });
});

describe('LineBuffer (the stdout writer behind createLogger)', () => {
  function fakeOut() {
    const writes: string[] = [];
    return { writes, out: { write: (s: string) => writes.push(s) > 0, flushSync: () => writes.push('<sync>') } };
  }

  it('hands lines over in order, one block once enough characters are collected', () => {
    const { writes, out } = fakeOut();
    const buffer = new LineBuffer(out as never, 10);
    buffer.write('aaaa\n');
    buffer.write('bbbb\n');
    expect(writes).toEqual(['aaaa\nbbbb\n']);
    buffer.write('cc\n');
    expect(writes).toHaveLength(1);
    buffer.flush();
    buffer.flush();
    expect(writes).toEqual(['aaaa\nbbbb\n', 'cc\n']);
  });

  it('flushSync hands over what is collected, then has the writer write synchronously', () => {
    const { writes, out } = fakeOut();
    const buffer = new LineBuffer(out as never, 1000);
    buffer.write('x\n');
    buffer.flushSync();
    expect(writes).toEqual(['x\n', '<sync>']);
  });
});
