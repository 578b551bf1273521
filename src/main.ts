// `npm start`: load configuration, start the gateway, shut down gracefully on SIGTERM/SIGINT.
import { ConfigError, loadConfig } from './config.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  // Imported only now: some modules read the environment when loaded (log.ts reads LOG_LEVEL), and a
  // bad value must come out as the one configuration message above, not as a stack trace.
  const { startGateway } = await import('./app.js');
  const { createLogger, errorFieldsWithoutMessage, flushLogger } = await import('./log.js');
  const { closeUpstreamPools } = await import('./providers/upstream-client.js');
  const { uncaughtExceptionHandler } = await import('./store/connection-race.js');
  const logger = createLogger({ level: config.logLevel });
  const gateway = await startGateway(config, { logger, seedDevAccount: true });
  const s = gateway.services;
  {
    const dev = gateway.devAccount;
    if (dev) {
      // Printed once, on the first start of an empty embedded database; only hashes are stored.
      process.stdout.write(
        [
          '',
          'Created a dev account (plan business) in the embedded database. Its keys and console password are shown only now:',
          `  account:  ${dev.accountId}`,
          `  live key: ${dev.liveKey}`,
          `  test key: ${dev.testKey}  (${config.rateLimits.test} requests a minute, RATE_LIMIT_TEST; answered by the built-in mock until a provider key is stored)`,
          `Web console: http://localhost:${gateway.port}/ — sign in with`,
          `  e-mail: ${dev.consoleEmail}`,
          `  password: ${dev.consolePassword}`,
          '',
        ].join('\n') + '\n',
      );
    }
  }
  logger.info(
    { port: gateway.port, metrics_port: gateway.metricsPort, database: s.db.server ? 'postgresql' : 'embedded', version: config.version },
    'gateway listening',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const hardStop = setTimeout(() => process.exit(1), config.shutdownDrainMs + config.shutdownGraceMs + 5_000);
    hardStop.unref();
    try {
      // Readiness turns 503 first, so load balancers stop sending before the listener closes.
      gateway.drain();
      if (config.shutdownDrainMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await gateway.close();
      await closeUpstreamPools();
      logger.info('stopped');
      flushLogger(logger);
      process.exit(0);
    } catch (err) {
      logger.error({ err: err instanceof Error ? err.message : String(err) }, 'shutdown failed');
      flushLogger(logger);
      process.exit(1);
    }
  };
  // Last resort: a promise that rejects with nobody listening must not end a gateway that is serving
  // streams (Node ends the process by default); it is a bug, so it is logged without its message's data.
  process.on('unhandledRejection', (err) => {
    logger.error(errorFieldsWithoutMessage(err), 'unhandled promise rejection');
  });
  process.on('uncaughtException', uncaughtExceptionHandler(logger, (code) => {
    flushLogger(logger);
    process.exit(code);
  }));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
