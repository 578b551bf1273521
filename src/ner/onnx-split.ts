// Splits the shipped NER graph at the per-token input vector (word embedding ‖ char-CNN ‖ shape
// embedding, the Concat before the LSTMs) into two graphs with the same weights:
//   embed:  words, chars, shapes → features [batch, time, D]   (a pure function of each token)
//   tagger: features, lengths    → emissions                   (the LSTMs and the output layer)
// The tagger then computes each distinct token's features once and caches them, so the char-CNN — about
// 40 % of a run — is paid per new token rather than per position. Works on the ONNX protobuf directly
// (a minimal wire-format reader/writer); any graph that does not have the expected shape is left whole.

/** One protobuf field: varint values as bigint, everything else as its raw bytes. */
interface Field { no: number; wire: number; value: bigint | Uint8Array }

function readVarint(b: Uint8Array, pos: { i: number }): bigint {
  let r = 0n, shift = 0n;
  for (;;) {
    if (pos.i >= b.length) throw new Error('truncated varint');
    const x = b[pos.i++]!;
    r |= BigInt(x & 0x7f) << shift;
    if (!(x & 0x80)) return r;
    shift += 7n;
  }
}

function decode(b: Uint8Array): Field[] {
  const out: Field[] = [], pos = { i: 0 };
  while (pos.i < b.length) {
    const key = Number(readVarint(b, pos)), no = key >>> 3, wire = key & 7;
    if (wire === 0) { out.push({ no, wire, value: readVarint(b, pos) }); continue; }
    const n = wire === 2 ? Number(readVarint(b, pos)) : wire === 5 ? 4 : wire === 1 ? 8 : -1;
    if (n < 0 || pos.i + n > b.length) throw new Error(`unsupported or truncated protobuf field ${no}`);
    out.push({ no, wire, value: b.subarray(pos.i, pos.i + n) });
    pos.i += n;
  }
  return out;
}

function varintBytes(v: bigint): number[] {
  const out: number[] = [];
  do {
    let x = Number(v & 0x7fn);
    v >>= 7n;
    if (v) x |= 0x80;
    out.push(x);
  } while (v);
  return out;
}

function encode(fields: readonly Field[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const f of fields) {
    parts.push(Uint8Array.from(varintBytes(BigInt((f.no << 3) | f.wire))));
    if (f.wire === 0) parts.push(Uint8Array.from(varintBytes(f.value as bigint)));
    else {
      const v = f.value as Uint8Array;
      if (f.wire === 2) parts.push(Uint8Array.from(varintBytes(BigInt(v.length))));
      parts.push(v);
    }
  }
  return Buffer.concat(parts);
}

const text = new TextDecoder(), bytes = new TextEncoder();
const str = (f: Field) => text.decode(f.value as Uint8Array);
const msg = (no: number, fields: Field[]): Field => ({ no, wire: 2, value: encode(fields) });
const strField = (no: number, s: string): Field => ({ no, wire: 2, value: bytes.encode(s) });

interface Node { fields: Field[]; inputs: string[]; outputs: string[]; op: string }

function node(f: Field): Node {
  const fields = decode(f.value as Uint8Array);
  return {
    fields,
    inputs: fields.filter((x) => x.no === 1).map(str),
    outputs: fields.filter((x) => x.no === 2).map(str),
    op: fields.filter((x) => x.no === 4).map(str)[0] ?? '',
  };
}

/** ValueInfoProto of a float tensor [batch, time, feature] (TypeProto.tensor_type, elem_type FLOAT = 1). */
function floatInput(name: string): Field {
  const dim = (p: string) => msg(1, [strField(2, p)]);
  const shape = msg(2, [dim('batch'), dim('time'), dim('feature')]);
  return msg(11, [strField(1, name), msg(2, [msg(1, [{ no: 1, wire: 0, value: 1n }, shape])])]);
}

/** Nodes needed for `targets`, walking back from them and stopping at `stop`, in graph order. */
function needed(nodes: readonly Node[], targets: readonly string[], stop: ReadonlySet<string>): Node[] {
  const producer = new Map<string, Node>();
  for (const n of nodes) for (const o of n.outputs) producer.set(o, n);
  const keep = new Set<Node>(), todo = [...targets];
  while (todo.length) {
    const t = todo.pop()!;
    const p = stop.has(t) ? undefined : producer.get(t);
    if (!p || keep.has(p)) continue;
    keep.add(p);
    todo.push(...p.inputs.filter((i) => i !== ''));
  }
  return nodes.filter((n) => keep.has(n));
}

export interface SplitModel {
  embed: Uint8Array;
  tagger: Uint8Array;
  /** Name of the tagger's float feature input (and of the embed graph's output). */
  feature: string;
}

/**
 * The two graphs, or null when the model lacks the expected structure: a Concat over the word-embedding
 * Gather, inputs words/chars/shapes/lengths, everything after the Concat reading `words` only for its shape.
 */
export function splitNerModel(model: Uint8Array): SplitModel | null {
  const top = decode(model);
  const graphField = top.find((f) => f.no === 7);
  if (!graphField) return null;
  const graph = decode(graphField.value as Uint8Array);
  const nodes = graph.filter((f) => f.no === 1).map(node);
  const inputs = graph.filter((f) => f.no === 11);
  const inputName = (f: Field) => str(decode(f.value as Uint8Array).find((x) => x.no === 1)!);
  const outputs = graph.filter((f) => f.no === 12).map(inputName);
  const initializers = graph.filter((f) => f.no === 5);
  const initName = (f: Field) => str(decode(f.value as Uint8Array).find((x) => x.no === 8)!);

  const wordGather = nodes.find((n) => n.op === 'Gather' && n.inputs[0] === 'word_emb.weight');
  const concat = wordGather && nodes.find((n) => n.op === 'Concat' && n.inputs.includes(wordGather.outputs[0]!));
  const names = inputs.map(inputName);
  if (!concat || ['words', 'chars', 'shapes', 'lengths'].some((n) => !names.includes(n))) return null;
  const feature = concat.outputs[0]!;

  // Tagger graph: the batch and time sizes it took from Shape(words) now come from the features.
  const tail = needed(nodes, outputs, new Set([feature]));
  for (const n of tail) {
    if (n.inputs.some((i) => i === 'chars' || i === 'shapes')) return null;
    if (n.inputs.includes('words') && n.op !== 'Shape') return null;
  }
  const tailNodes = tail.map((n) => n.inputs.includes('words')
    ? msg(1, n.fields.map((f) => (f.no === 1 && str(f) === 'words' ? strField(1, feature) : f)))
    : msg(1, n.fields));
  const headNodes = needed(nodes, [feature], new Set());
  if (headNodes.some((n) => n.inputs.includes('lengths'))) return null;

  const rebuild = (keepNodes: Field[], used: readonly Node[], graphInputs: Field[], graphOutputs: Field[]) => {
    const refs = new Set(used.flatMap((n) => n.inputs));
    const rest = graph.filter((f) => ![1, 5, 11, 12, 13].includes(f.no));
    const g = [...keepNodes, ...rest, ...initializers.filter((f) => refs.has(initName(f))), ...graphInputs, ...graphOutputs];
    return encode(top.map((f) => (f.no === 7 ? msg(7, g) : f)));
  };
  const tagger = rebuild(tailNodes, tail, [floatInput(feature), inputs.find((f) => inputName(f) === 'lengths')!],
    graph.filter((f) => f.no === 12));
  const featureOut = floatInput(feature);
  const embed = rebuild(headNodes.map((n) => msg(1, n.fields)), headNodes,
    inputs.filter((f) => ['words', 'chars', 'shapes'].includes(inputName(f))), [{ ...featureOut, no: 12 }]);
  return { embed, tagger, feature };
}
