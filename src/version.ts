// The running version, from package.json (reported by /v1/health).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function findVersion(): string {
  for (const p of ['../package.json', '../../package.json']) {
    try {
      return (require(p) as { version: string }).version;
    } catch {
      // compiled layout (dist/src) is one level deeper
    }
  }
  return '0.0.0';
}

export const VERSION = findVersion();
