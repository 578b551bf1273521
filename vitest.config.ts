import { configDefaults, defineConfig } from 'vitest/config';

// Two projects. `npm test` runs both; `npx vitest --project unit` runs the fast ones alone, in seconds.
//   unit         no database, no network, no child process, no NER model: pure functions and in-memory
//                modules. A new test joins it by its name: `*.unit.test.ts`. The files below predate that
//                convention.
//   integration  everything else (the default for a new test file): real gateways on PostgreSQL or PGlite,
//                Redis, HTTP over loopback, the official SDKs, Chromium, Prometheus, the NER model, the
//                bench tooling.
const UNIT = [
  'test/**/*.unit.test.ts',
  'test/config.test.ts',
  'test/chat/anonymization-info.test.ts',
  'test/chat/anonymize-request.test.ts',
  'test/chat/content-events.test.ts',
  'test/chat/native-restore.test.ts',
  'test/chat/responses-request.test.ts',
  'test/chat/stream-restore.test.ts',
  'test/chat/validate-depth.test.ts',
  'test/console/signin-throttle.test.ts',
  'test/ner/bloom.test.ts',
  'test/ner/crf.test.ts',
  'test/ner/decode.test.ts',
  'test/ner/features.test.ts',
  'test/ner/tokenizer.test.ts',
  'test/observability/dashboard.test.ts',
  'test/observability/deployment.test.ts',
  'test/observability/fast-metrics.test.ts',
  'test/observability/log.test.ts',
  'test/pii/address-typed.test.ts',
  'test/pii/address-vs-ner.test.ts',
  'test/pii/anonymize.test.ts',
  'test/pii/art9.test.ts',
  'test/pii/char-class.test.ts',
  'test/pii/checksums.test.ts',
  'test/pii/code-spans.test.ts',
  'test/pii/detection-cache.test.ts',
  'test/pii/detectors.test.ts',
  'test/pii/identifiers.test.ts',
  'test/pii/locality.test.ts',
  'test/pii/mapping-store.test.ts',
  'test/pii/mask.test.ts',
  'test/pii/ner-noise.test.ts',
  'test/pii/person-recall.test.ts',
  'test/pii/person.test.ts',
  'test/pii/resolve.test.ts',
  'test/pii/restore.test.ts',
  'test/providers/cancel.test.ts',
  'test/providers/catalogue.test.ts',
  'test/providers/content-frame.test.ts',
  'test/providers/mask.test.ts',
  'test/providers/mock-provider.test.ts',
  'test/providers/model-aliases.test.ts',
  'test/providers/sse.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites start real servers and databases; two cores do not like many at once.
    maxWorkers: 2,
    // postgres.js races when the database drops a connection with a write still scheduled (a setImmediate
    // writes to the socket it has just nulled). The outage tests drop connections on purpose; that throw is
    // the library's, outside any request, and the tests assert what clients get meanwhile. (The gateway
    // process logs it and keeps serving: src/store/connection-race.ts; here the error may arrive serialized.)
    // Likewise its array-type lookup, a query it sends on connecting and nobody awaits, rejects unheard when
    // the outage test ends a pool whose connection is still opening (the gateway logs such a rejection).
    onUnhandledError(error) {
      const e = error as { message?: string; stack?: string; code?: string; query?: string };
      const closedWrite = e.message === "Cannot read properties of null (reading 'write')" && e.stack?.includes('postgres/src/connection.js');
      const typeLookup = e.code === 'CONNECTION_DESTROYED' && typeof e.query === 'string' && e.query.includes('pg_catalog.pg_type');
      return !(closedWrite || typeLookup);
    },
    projects: [
      // One module graph per worker instead of one per file: the files share their imports (the name lists,
      // the detectors), which is most of the project's time. A unit test leaves global state as it found it.
      { extends: true, test: { name: 'unit', include: UNIT, isolate: false } },
      { extends: true, test: { name: 'integration', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...UNIT] } },
    ],
  },
});
