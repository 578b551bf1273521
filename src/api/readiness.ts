// GET /readyz: readiness for load balancers and Kubernetes (GET /v1/health stays the cheap liveness
// answer). 200 only while serving with the database reachable; 503 while starting, while draining
// after SIGTERM, or when the database does not answer. It also reports Redis (shared limits; a Redis
// outage is handled by LIMITS_ON_REDIS_ERROR, so it does not make an instance unready), the PII worker
// pool and the NER model. No authentication, nothing about accounts.
import type { RouteDef } from '../server/http.js';
import type { Services } from '../services.js';

export type Lifecycle = 'starting' | 'ready' | 'draining';

export interface ReadinessSource {
  state(): Lifecycle;
  /** PII worker threads running now. */
  piiWorkers(): number;
}

/** A database that takes longer than this to answer SELECT 1 counts as unreachable. */
const DB_CHECK_TIMEOUT_MS = 1_000;

export const READINESS_PATH = '/readyz';

export function readinessRoutes(s: Services, source: ReadinessSource): RouteDef[] {
  return [
    {
      method: 'GET',
      pattern: READINESS_PATH,
      handler: async (ctx) => {
        const state = source.state();
        const database = await databaseAnswers(s) ? 'up' : 'down';
        const workers = source.piiWorkers();
        const ready = state === 'ready' && database === 'up' && workers > 0;
        ctx.json(ready ? 200 : 503, {
          status: ready ? 'ready' : state === 'ready' ? 'unavailable' : state,
          checks: {
            database,
            redis: s.rateLimiter.redisState(),
            pii_pool: workers > 0 ? 'up' : 'down',
            pii_workers: workers,
            ner_model: s.config.piiNer ? 'loaded' : 'off',
          },
        });
      },
    },
  ];
}

async function databaseAnswers(s: Services): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DB_CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([s.db.sql`SELECT 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
