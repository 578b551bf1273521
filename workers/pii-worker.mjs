// Development bootstrap for the PII worker: lets piscina run the TypeScript worker under tsx
// (tests, `npm start` with tsx). Production runs dist/workers/pii-worker.js compiled by tsc.
// No top-level await: piscina first tries require() on the file, which rejects async modules.
import { register } from 'tsx/esm/api';

register();
const workerModule = import('./pii-worker.ts');

export default async function piiTask(task) {
  const { default: run } = await workerModule;
  return run(task);
}
