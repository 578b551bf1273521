// Everything a request handler may use, built once at start-up by app.ts.
import type { Authenticator } from './auth/authenticator.js';
import type { PiiEngine } from './chat/anonymize-request.js';
import type { PlanRules } from './limits/plan-rules.js';
import type { AccountCache } from './store/account-cache.js';
import type { MappingHome } from './chat/pipeline.js';
import type { InFlightChats } from './chat/in-flight.js';
import type { Config } from './config.js';
import type { RequestLimiter } from './limits/rate-limiter.js';
import type { Logger } from './log.js';
import type { KeyUse } from './store/api-keys.js';
import type { Batcher } from './store/batcher.js';
import type { AuditEvent } from './store/audit.js';
import type { Database } from './store/db.js';
import type { UsageRecord } from './store/usage.js';

export interface Services {
  config: Config;
  db: Database;
  masterKey: Buffer;
  auth: Authenticator;
  /** Per-key minute limits (and, with REDIS_URL, plan quotas) shared by all instances, or per process. */
  rateLimiter: RequestLimiter;
  logger: Logger;
  /** PII settings and sealed provider keys per account, cached. */
  accounts: AccountCache;
  planRules: PlanRules;
  piiPool: PiiEngine;
  /** Per-request tag → value mappings, the one place restoration reads them from: memory only, 60 s TTL. */
  mappings: MappingHome;
  /** Chat requests in flight by service key: a revocation ends them. */
  chats: InFlightChats;
  batches: {
    /** key id → last use time, written as one UPDATE per flush. */
    keyUse: Batcher<KeyUse>;
    audit: Batcher<AuditEvent>;
    usage: Batcher<UsageRecord>;
  };
}
