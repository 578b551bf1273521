// GET /v1/health: liveness and which PII detectors run, no authentication. The gateway does not start
// when NER is enabled but its model cannot be loaded, so `ner` here is the model actually in use.
import type { RouteDef } from '../server/http.js';
import type { Services } from '../services.js';

export function healthRoutes(s: Services): RouteDef[] {
  // Nothing in it changes while the process runs: written on the first call, then answered from memory
  // (no database, no pool).
  let body: string | undefined;
  return [
    {
      method: 'GET',
      pattern: '/v1/health',
      handler: (ctx) => {
        body ??= JSON.stringify({ status: 'ok', version: s.config.version, detectors: { rules: true, ner: s.config.piiNer } });
        ctx.send(200, body, 'application/json');
      },
    },
  ];
}
