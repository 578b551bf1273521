// The shipped graph stores its quantized LSTM weights as uint8 q + 128 with zero point 128
// (training/ner/quantize_lstm.py): ONNX Runtime multiplies those exactly on every x86 CPU. On CPUs with
// VNNI (AVX512_VNNI, AVX-VNNI) the same values stored as int8 q with zero point 0 take ORT's u8s8 VNNI
// kernel instead of its u8u8 one, and the whole NER pass runs faster (`npx tsx bench/ner.ts`; figures
// per CPU in docs/benchmarks.md). On CPUs without VNNI the u8s8 kernel saturates pairs of products at 16
// bits, so the signed form is only used where it gives the unsigned form's results bit for bit
// (createTaggerSession checks that on probe inputs before it keeps the signed session).
import * as ort from 'onnxruntime-node';
import { decode, encode, msg, str, type Field } from './onnx-split.js';

const UINT8 = 2n, INT8 = 3n; // TensorProto.DataType
const UNSIGNED_ZERO_POINT = 128;
// DynamicQuantizeLSTM inputs: X, W, R, B, sequence_lens, initial_h, initial_c, P, W_scale, W_zero_point,
// R_scale, R_zero_point. The weights and their zero points:
const WEIGHT_INPUTS = [[1, 9], [2, 11]] as const;

const fieldsOf = (f: Field) => decode(f.value as Uint8Array);

interface Tensor { dims: number[]; dataType: bigint | undefined; raw: Uint8Array | undefined }

function tensorOf(fields: readonly Field[]): Tensor {
  return {
    dims: fields.filter((f) => f.no === 1 && f.wire === 0).map((f) => Number(f.value)),
    dataType: fields.find((f) => f.no === 2)?.value as bigint | undefined,
    raw: fields.find((f) => f.no === 9)?.value as Uint8Array | undefined,
  };
}

/** The same tensor as int8 q = stored − 128 (an XOR of the top bit: 1..255 → −127..127, 128 → 0). */
function signedTensor(fields: readonly Field[]): Field[] {
  return fields.map((f) => {
    if (f.no === 2) return { ...f, value: INT8 };
    if (f.no === 9) return { ...f, value: (f.value as Uint8Array).map((b) => b ^ 0x80) };
    return f;
  });
}

export interface SignedModel {
  model: Uint8Array;
  /** Width of the LSTMs' input (W is [directions, input, 4 × hidden]). */
  inputSize: number;
}

/**
 * The model with its quantized LSTM weights stored as int8 (same values), or null when it has none stored
 * as uint8 with zero point 128 (a float graph, one already signed, or a layout this reader does not know).
 */
export function withSignedLstmWeights(model: Uint8Array): SignedModel | null {
  const top = decode(model);
  const graphField = top.find((f) => f.no === 7);
  if (!graphField) return null;
  const graph = fieldsOf(graphField);
  const initializers = new Map(graph.filter((f) => f.no === 5).map((f) => {
    const fields = fieldsOf(f);
    const name = fields.find((x) => x.no === 8);
    return [name ? str(name) : '', fields] as const;
  }));
  const convert = new Set<string>();
  let inputSize = 0;
  for (const n of graph.filter((f) => f.no === 1).map(fieldsOf)) {
    if (n.filter((f) => f.no === 4).map(str)[0] !== 'DynamicQuantizeLSTM') continue;
    const inputs = n.filter((f) => f.no === 1).map(str);
    for (const [w, zp] of WEIGHT_INPUTS) {
      const weights = initializers.get(inputs[w] ?? ''), zeroPoint = initializers.get(inputs[zp] ?? '');
      if (!weights || !zeroPoint) return null;
      const t = tensorOf(weights), z = tensorOf(zeroPoint);
      if (t.dataType !== UINT8 || z.dataType !== UINT8 || !t.raw || !z.raw?.every((v) => v === UNSIGNED_ZERO_POINT)) return null;
      convert.add(inputs[w]!).add(inputs[zp]!);
      if (w === 1) inputSize = t.dims[1] ?? 0;
    }
  }
  if (convert.size === 0 || inputSize <= 0) return null;
  const rewritten = graph.map((f) => {
    if (f.no !== 5) return f;
    const fields = fieldsOf(f);
    const name = fields.find((x) => x.no === 8);
    return name && convert.has(str(name)) ? msg(5, signedTensor(fields)) : f;
  });
  return { model: encode(top.map((f) => (f.no === 7 ? msg(7, rewritten) : f))), inputSize };
}

const PROBE_STEPS = 16;

/**
 * Inputs [steps, 1 row, features] on which the two forms must agree. A constant input quantizes to the
 * quantizer's maximum everywhere, so a kernel that adds pairs of products in 16 bits saturates wherever
 * two neighbouring weights of a row sum past ±128 (the shipped weights have many such pairs); the second
 * mixes signs and sizes, as token vectors do (a fixed generator: every start probes alike).
 */
export function probeInputs(inputSize: number): Float32Array[] {
  const n = PROBE_STEPS * inputSize;
  const mixed = new Float32Array(n);
  for (let i = 0, s = 12345; i < n; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    mixed[i] = (s / 2 ** 32) * 4 - 1.5;
  }
  return [new Float32Array(n).fill(1), mixed];
}

async function probeOutputs(session: ort.InferenceSession, x: Float32Array, inputSize: number): Promise<Uint32Array[]> {
  const input = new ort.Tensor('float32', x, [PROBE_STEPS, 1, inputSize]);
  const out = await session.run({ x: input, xr: input });
  return ['forward', 'backward'].map((name) => {
    const data = out[name]!.data as Float32Array;
    return new Uint32Array(data.buffer, data.byteOffset, data.length);
  });
}

const sameBits = (a: Uint32Array, b: Uint32Array) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * A session of the recurrent half (onnx-split.ts's tagger graph): with int8 LSTM weights where this CPU's
 * kernels give the uint8 graph's outputs bit for bit on the probe inputs, otherwise the graph as given.
 * Costs one more session build and four probe runs at load.
 */
export async function createTaggerSession(tagger: Uint8Array, options: ort.InferenceSession.SessionOptions): Promise<{ session: ort.InferenceSession; signed: boolean }> {
  const unsigned = await ort.InferenceSession.create(tagger, options);
  // Measured on x86-64 only; elsewhere (arm64) the int8 kernel is not known to be the faster one.
  const signed = process.arch === 'x64' ? withSignedLstmWeights(tagger) : null;
  if (!signed) return { session: unsigned, signed: false };
  let candidate: ort.InferenceSession | undefined;
  try {
    candidate = await ort.InferenceSession.create(signed.model, options);
    if (await sameOutputs(unsigned, candidate, signed.inputSize)) {
      await unsigned.release();
      return { session: candidate, signed: true };
    }
  } catch {
    // A runtime that refuses the int8 form only loses the speed-up: the model as shipped still runs.
  }
  await candidate?.release();
  return { session: unsigned, signed: false };
}

async function sameOutputs(a: ort.InferenceSession, b: ort.InferenceSession, inputSize: number): Promise<boolean> {
  for (const x of probeInputs(inputSize)) {
    const [outA, outB] = [await probeOutputs(a, x, inputSize), await probeOutputs(b, x, inputSize)];
    if (!outA.every((o, i) => sameBits(o, outB[i]!))) return false;
  }
  return true;
}
