// Splits the shipped NER graph at the per-token input vector (word embedding ‖ char-CNN ‖ shape
// embedding, the Concat before the LSTMs, or its low-rank projection when the model has one) into two
// graphs with the same weights:
//   embed:  words, chars, shapes → features [batch, time, D]   (a pure function of each token)
//   tagger: features, lengths    → emissions                   (the LSTMs and the output layer)
// The tagger then computes each distinct token's features once and caches them, so the char-CNN — a large
// share of a run — is paid per new token rather than per position (`npx tsx bench/ner.ts`). Works on the ONNX protobuf directly
// (a minimal wire-format reader/writer); any graph that does not have the expected shape is left whole.

/** One protobuf field: varint values as bigint, everything else as its raw bytes. */
export interface Field { no: number; wire: number; value: bigint | Uint8Array }

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

/** The fields of one protobuf message, in order (also used by tests that inspect the shipped graph). */
export function decode(b: Uint8Array): Field[] {
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

/** The wire bytes of the fields, in order (the inverse of decode). */
export function encode(fields: readonly Field[]): Uint8Array {
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
/** A string field's text. */
export const str = (f: Field) => text.decode(f.value as Uint8Array);
/** A length-delimited field holding the message made of `fields`. */
export const msg = (no: number, fields: readonly Field[]): Field => ({ no, wire: 2, value: encode(fields) });
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
  /**
   * The recurrent half, time-major: inputs `x` and `xr` [time, batch, feature] — the token vectors, and
   * the same with each row reversed within its own length — and outputs `forward` and `backward`
   * [time, 1, batch, tags]: the output layer's share of the forward LSTM (with the bias) and of the
   * backward LSTM (in each row's reversed order). A token's emissions are forward[i] + backward[n − 1 − i].
   */
  tagger: Uint8Array;
  /** Name of the embed graph's output (the per-token feature vector). */
  feature: string;
}

const LSTM_OPS = new Set(['LSTM', 'DynamicQuantizeLSTM']);
// Ops the exported graph puts between the feature vectors, the LSTMs and the output layer: layout
// changes, and GatherElements for the reversal within each row's length (which the caller now does).
const PASS_THROUGH = new Set(['Transpose', 'Squeeze', 'GatherElements']);

/** Walks back from `name` through pass-through ops; the node reached and whether a reversal was passed. */
function walkBack(producer: ReadonlyMap<string, Node>, name: string, stop: (n: string) => boolean) {
  let reversed = false;
  for (;;) {
    if (stop(name)) return { name, node: undefined, reversed };
    const p = producer.get(name);
    if (!p || !PASS_THROUGH.has(p.op)) return { name, node: p, reversed };
    if (p.op === 'GatherElements') reversed = !reversed;
    name = p.inputs[0]!;
  }
}

const attrOf = (n: Node, key: string) =>
  n.fields.filter((f) => f.no === 5).map((f) => decode(f.value as Uint8Array)).find((a) => a.some((x) => x.no === 1 && str(x) === key));
/** An INT attribute's value (AttributeProto.i, a zigzag-free int64 varint), or undefined. */
const intAttr = (n: Node, key: string) => {
  const v = attrOf(n, key)?.find((x) => x.no === 3)?.value;
  return typeof v === 'bigint' ? BigInt.asIntN(64, v) : undefined;
};

function nodeField(op: string, name: string, inputs: readonly string[], outputs: readonly string[], extra: Field[] = []): Field {
  return msg(1, [...inputs.map((i) => strField(1, i)), ...outputs.map((o) => strField(2, o)), strField(3, name), strField(4, op), ...extra]);
}

/** ValueInfoProto of a float tensor with the given dimension names (TypeProto.tensor_type, elem_type FLOAT = 1). */
function floatValue(no: number, name: string, dims: readonly string[]): Field {
  const shape = msg(2, dims.map((d) => msg(1, [strField(2, d)])));
  return msg(no, [strField(1, name), msg(2, [msg(1, [{ no: 1, wire: 0, value: 1n }, shape])])]);
}

/**
 * The recurrent half's nodes: each LSTM reading `x` or `xr` directly (zero initial state, as exported),
 * and the output layer's weight split between them. Null unless the graph ends in
 * Add(bias, MatMul(Concat(forward branch, backward branch), W)) with one plain and one reversed LSTM
 * fed from the feature vectors.
 */
function recurrentNodes(nodes: readonly Node[], feature: string, output: string): Field[] | null {
  const producer = new Map<string, Node>();
  for (const n of nodes) for (const o of n.outputs) producer.set(o, n);
  const add = producer.get(output);
  if (add?.op !== 'Add' || add.inputs.length !== 2) return null;
  const matmul = add.inputs.map((i) => producer.get(i)).find((n) => n?.op === 'MatMul');
  const bias = add.inputs.find((i) => !producer.has(i));
  const concat = matmul && producer.get(matmul.inputs[0]!);
  if (!matmul || bias === undefined || producer.has(matmul.inputs[1]!) || concat?.op !== 'Concat' || concat.inputs.length !== 2) return null;
  const axis = intAttr(concat, 'axis');
  if (axis !== 2n && axis !== -1n) return null; // the two directions side by side per token
  const out: Field[] = [nodeField('Split', 'out_split', [matmul.inputs[1]!], ['out_w0', 'out_w1'],
    [msg(5, [strField(1, 'axis'), { no: 3, wire: 0, value: 0n }, { no: 20, wire: 0, value: 2n }])])];
  const seen = new Set<boolean>(), widths = new Set<bigint | undefined>();
  for (const [j, branch] of concat.inputs.entries()) {
    const lstm = walkBack(producer, branch, () => false);
    if (!lstm.node || !LSTM_OPS.has(lstm.node.op) || lstm.node.outputs[0] !== lstm.name) return null;
    const x = walkBack(producer, lstm.node.inputs[0]!, (n) => n === feature);
    const direction = attrOf(lstm.node, 'direction');
    if (x.name !== feature || x.reversed !== lstm.reversed || seen.has(x.reversed) || direction) return null;
    if ((lstm.node.inputs[4] ?? '') !== '') return null; // sequence lengths: the caller's padding rule assumes none
    for (const state of lstm.node.inputs.slice(5, 7)) if (state && producer.get(state)?.op !== 'ConstantOfShape') return null;
    seen.add(x.reversed);
    widths.add(intAttr(lstm.node, 'hidden_size'));
    const inputs = [x.reversed ? 'xr' : 'x', ...lstm.node.inputs.slice(1, 4), '', '', '', ...lstm.node.inputs.slice(7)];
    const attributes = lstm.node.fields.filter((f) => f.no === 5 || f.no === 7); // attributes, domain
    out.push(nodeField(lstm.node.op, `lstm${j}`, inputs, [`y${j}`], attributes));
    const share = x.reversed ? 'backward' : 'forward';
    if (x.reversed) out.push(nodeField('MatMul', `out${j}`, [`y${j}`, `out_w${j}`], [share]));
    else {
      out.push(nodeField('MatMul', `out${j}`, [`y${j}`, `out_w${j}`], [`m${j}`]));
      out.push(nodeField('Add', 'out_bias', [`m${j}`, bias], [share]));
    }
  }
  return widths.size === 1 ? out : null; // the Split gives each direction half of the output weights
}

/**
 * The output of a MatMul by a constant that is the only reader of the concatenated token vector (a
 * low-rank projection in front of both LSTMs, training/ner/model.py's input_rank), or undefined. Like the
 * vector it projects, it depends on the token alone, so it belongs to the embed half and is cached.
 */
function inputProjection(nodes: readonly Node[], concatOut: string, constants: ReadonlySet<string>): string | undefined {
  const readers = nodes.filter((n) => n.inputs.includes(concatOut));
  const only = readers.length === 1 ? readers[0]! : undefined;
  return only?.op === 'MatMul' && only.inputs[0] === concatOut && constants.has(only.inputs[1]!) ? only.outputs[0] : undefined;
}

/**
 * The two graphs, or null when the model lacks the expected structure: a Concat over the word-embedding
 * Gather, inputs words/chars/shapes/lengths, one output computed from the feature vectors by a forward
 * and a within-length-reversed LSTM and a linear output layer (see recurrentNodes).
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
  if (!concat || outputs.length !== 1 || ['words', 'chars', 'shapes', 'lengths'].some((n) => !names.includes(n))) return null;
  const feature = inputProjection(nodes, concat.outputs[0]!, new Set(initializers.map(initName))) ?? concat.outputs[0]!;
  const recurrent = recurrentNodes(nodes, feature, outputs[0]!);
  const headNodes = needed(nodes, [feature], new Set());
  if (!recurrent || headNodes.some((n) => n.inputs.includes('lengths'))) return null;

  const rebuild = (keepNodes: Field[], graphInputs: Field[], graphOutputs: Field[]) => {
    const refs = new Set(keepNodes.flatMap((f) => node(f).inputs));
    const rest = graph.filter((f) => ![1, 5, 11, 12, 13].includes(f.no));
    const g = [...keepNodes, ...rest, ...initializers.filter((f) => refs.has(initName(f))), ...graphInputs, ...graphOutputs];
    return encode(top.map((f) => (f.no === 7 ? msg(7, g) : f)));
  };
  const timeMajor = ['time', 'batch', 'feature'];
  const tagger = rebuild(recurrent, [floatValue(11, 'x', timeMajor), floatValue(11, 'xr', timeMajor)],
    ['forward', 'backward'].map((o) => floatValue(12, o, ['time', 'direction', 'batch', 'tags'])));
  const embed = rebuild(headNodes.map((n) => msg(1, n.fields)),
    inputs.filter((f) => ['words', 'chars', 'shapes'].includes(inputName(f))), [floatValue(12, feature, ['batch', 'time', 'feature'])]);
  return { embed, tagger, feature };
}
