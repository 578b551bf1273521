// After tsc: copy the non-TypeScript files the code reads next to itself (SQL migrations, JSON
// tables, worker bootstraps) into dist/, so `node dist/src/main.js` finds them.
import { cpSync, existsSync, lstatSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';

function copyNonTs(from, to) {
  if (!existsSync(from)) return;
  for (const name of readdirSync(from)) {
    const src = path.join(from, name);
    const dst = path.join(to, name);
    if (statSync(src).isDirectory()) copyNonTs(src, dst);
    else if (!name.endsWith('.ts')) cpSync(src, dst);
  }
}

copyNonTs('src', 'dist/src');
copyNonTs('workers', 'dist/workers');

// Compiled code finds files relative to itself one level deeper (dist/src/ner → dist/models/ner):
// a link serves both layouts from the one models/ folder.
try {
  lstatSync('dist/models');
} catch {
  symlinkSync('../models', 'dist/models');
}
