import { describe, expect, it } from 'vitest';
import { isClosedConnectionWrite, uncaughtExceptionHandler } from '../../src/store/connection-race.js';

/** The error V8 throws for a write on a null socket, with a stack frame in postgres.js's connection module. */
function nullSocketWrite(file: string): TypeError {
  const socket = null as unknown as { write(): void };
  try {
    socket.write();
  } catch (err) {
    const e = err as TypeError;
    e.stack = `${e.message}\n    at nextWrite (${file}:255:22)\n    at process.processImmediate (node:internal/timers:483:21)`;
    return e;
  }
  throw new Error('unreachable');
}

function recorder() {
  const lines: Array<[string, object, string]> = [];
  const exits: number[] = [];
  const logger = {
    warn: (o: object, m: string) => void lines.push(['warn', o, m]),
    fatal: (o: object, m: string) => void lines.push(['fatal', o, m]),
  };
  return { lines, exits, handler: uncaughtExceptionHandler(logger, (code) => void exits.push(code)) };
}

describe('uncaught exceptions: the postgres.js closed-connection write', () => {
  it('is recognised by its message and its frame in postgres.js, nothing else', () => {
    expect(isClosedConnectionWrite(nullSocketWrite('/app/node_modules/postgres/src/connection.js'))).toBe(true);
    expect(isClosedConnectionWrite(nullSocketWrite('/app/src/chat/stream.ts'))).toBe(false);
    expect(isClosedConnectionWrite(new TypeError('Cannot read properties of null (reading \'end\')'))).toBe(false);
    expect(isClosedConnectionWrite('a string')).toBe(false);
  });

  it('logs the race as a warning and keeps the process; any other error is logged and ends it with 1', () => {
    const r = recorder();
    r.handler(nullSocketWrite('/app/node_modules/postgres/src/connection.js'));
    expect(r.exits).toEqual([]);
    expect(r.lines.map(([level]) => level)).toEqual(['warn']);

    r.handler(new RangeError('secret value 44051401359 in a message'));
    expect(r.exits).toEqual([1]);
    expect(r.lines[1]![0]).toBe('fatal');
    // The error's message may hold client data: only its name and stack frames are logged.
    expect(JSON.stringify(r.lines[1])).not.toContain('44051401359');
  });
});
