// Everything a request handler may use, built once at start-up by app.ts.
import type { Authenticator } from './auth/authenticator.js';
import type { Config } from './config.js';
import type { MinuteRateLimiter } from './limits/rate-limiter.js';
import type { Logger } from './log.js';
import type { Batcher } from './store/batcher.js';
import type { AuditEvent } from './store/audit.js';
import type { Database } from './store/db.js';
import type { UsageRecord } from './store/usage.js';

export interface Services {
  config: Config;
  db: Database;
  masterKey: Buffer;
  auth: Authenticator;
  rateLimiter: MinuteRateLimiter;
  logger: Logger;
  batches: {
    /** key id → last use time, written as one UPDATE per flush. */
    keyUse: Batcher<{ keyId: string; at: Date }>;
    audit: Batcher<AuditEvent>;
    usage: Batcher<UsageRecord>;
  };
}
