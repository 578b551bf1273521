// Production runs the compiled gateway (`npm run build` → `node dist/src/main.js`), so the benchmark
// does too: it compiles the working tree into bench/results/tmp/dist (git-ignored; the shared dist/ is
// left alone) with the same tsconfig.build.json and copies the non-TypeScript assets next to it, as
// scripts/copy-assets.mjs does for dist/.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './processes.js';

export const BUILD_DIR = path.join(REPO_ROOT, 'bench', 'results', 'tmp', 'dist');

export interface Build {
  /** The gateway entry point to run with plain `node`. */
  mainJs: string;
  /** tsc's complaints, if any (it still emits; other people's work in progress may not typecheck). */
  warnings: string;
}

function copyNonTs(from: string, to: string): void {
  if (!existsSync(from)) return;
  for (const name of readdirSync(from)) {
    const src = path.join(from, name);
    const dst = path.join(to, name);
    if (statSync(src).isDirectory()) copyNonTs(src, dst);
    else if (!name.endsWith('.ts')) {
      mkdirSync(path.dirname(dst), { recursive: true });
      cpSync(src, dst);
    }
  }
}

export function buildGateway(): Build {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  const tsc = path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', BUILD_DIR, '--sourceMap', 'false'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const mainJs = path.join(BUILD_DIR, 'src', 'main.js');
  if (!existsSync(mainJs)) throw new Error(`compiling the gateway failed:\n${(r.stdout + r.stderr).slice(0, 3000)}`);
  copyNonTs(path.join(REPO_ROOT, 'src'), path.join(BUILD_DIR, 'src'));
  copyNonTs(path.join(REPO_ROOT, 'workers'), path.join(BUILD_DIR, 'workers'));
  // src/ner finds the model at <root>/models/ner relative to its own file.
  symlinkSync(path.join(REPO_ROOT, 'models'), path.join(BUILD_DIR, 'models'));
  return { mainJs, warnings: r.status === 0 ? '' : (r.stdout + r.stderr).trim().slice(0, 2000) };
}
