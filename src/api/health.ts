// GET /v1/health: liveness, no authentication.
import type { RouteDef } from '../server/http.js';
import type { Services } from '../services.js';

export function healthRoutes(s: Services): RouteDef[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/health',
      handler: (ctx) => ctx.json(200, { status: 'ok', version: s.config.version }),
    },
  ];
}
