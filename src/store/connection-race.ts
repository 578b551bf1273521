// postgres.js 3.4 flushes a connection's buffered bytes on a setImmediate timer it does not cancel when the
// socket closes; when the database drops a connection with a write pending, the timer throws "Cannot read
// properties of null (reading 'write')" outside any promise. The queries on that connection have already
// failed with the connection's error (answered 503, store-outage handling), and the pool opens a new
// connection, so the throw carries nothing to handle: the gateway logs it and keeps serving. Any other
// uncaught exception still ends the process, as Node would.
import { errorFieldsWithoutMessage } from '../log.js';

/** Whether an uncaught error is postgres.js's write on a closed connection (see the header). */
export function isClosedConnectionWrite(err: unknown): boolean {
  if (!(err instanceof TypeError)) return false;
  return err.message === "Cannot read properties of null (reading 'write')" && (err.stack ?? '').includes('postgres/src/connection.js');
}

export interface RaceGuardLogger {
  warn(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

/**
 * An `uncaughtException` listener: the closed-connection write is logged as a warning; anything else is
 * logged and ends the process with status 1 (`exit`, injectable for tests).
 */
export function uncaughtExceptionHandler(logger: RaceGuardLogger, exit: (code: number) => void = process.exit): (err: unknown) => void {
  return (err) => {
    if (isClosedConnectionWrite(err)) {
      logger.warn({ err: 'postgres connection closed with a write pending' }, 'database connection dropped');
      return;
    }
    logger.fatal(errorFieldsWithoutMessage(err), 'uncaught exception');
    exit(1);
  };
}
