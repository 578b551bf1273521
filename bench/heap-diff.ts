// What a set of objects costs, from two V8 heap snapshots: the objects' count and own size by type and
// constructor in `after` minus those in `before`, per unit (e.g. per open stream). For the snapshots
// bench/stream-memory.ts writes with BENCH_MEMORY_SNAPSHOTS:
//
//   npx tsx bench/heap-diff.ts <dir>/idle.heapsnapshot <dir>/open.heapsnapshot 500 [rows]
//
// Strings, numbers and compiled code are grouped by type alone (their names are their contents).
import { readFileSync } from 'node:fs';

interface Group { count: number; bytes: number }

const BY_TYPE_ONLY = new Set(['string', 'concatenated string', 'sliced string', 'number', 'code', 'regexp', 'bigint']);

function groups(file: string): Map<string, Group> {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const out = new Map<string, Group>();
  const { nodes, strings } = snap;
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + iType]!]!;
    const key = BY_TYPE_ONLY.has(type) ? `(${type})` : `${type}: ${strings[nodes[i + iName]!]!.slice(0, 60)}`;
    const g = out.get(key) ?? { count: 0, bytes: 0 };
    g.count++;
    g.bytes += nodes[i + iSize]!;
    out.set(key, g);
  }
  return out;
}

const [beforeFile, afterFile, unitsArg, rowsArg] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  process.stderr.write('usage: npx tsx bench/heap-diff.ts before.heapsnapshot after.heapsnapshot [units] [rows]\n');
  process.exit(2);
}
const units = Number(unitsArg ?? 1);
const before = groups(beforeFile);
const after = groups(afterFile);
const rows: Array<{ key: string; count: number; bytes: number }> = [];
let total = 0;
for (const key of new Set([...before.keys(), ...after.keys()])) {
  const a = after.get(key) ?? { count: 0, bytes: 0 };
  const b = before.get(key) ?? { count: 0, bytes: 0 };
  const bytes = (a.bytes - b.bytes) / units;
  total += bytes;
  rows.push({ key, count: (a.count - b.count) / units, bytes });
}
rows.sort((x, y) => Math.abs(y.bytes) - Math.abs(x.bytes));
console.log(`| per unit (${units}) | objects | bytes |\n|---|---:|---:|`);
for (const r of rows.slice(0, Number(rowsArg ?? 40))) console.log(`| ${r.key} | ${r.count.toFixed(2)} | ${r.bytes.toFixed(0)} |`);
console.log(`| total | | ${total.toFixed(0)} |`);
