// The shipped graph stores its LSTM weights as uint8 (exact on every CPU); the loader switches to the same
// values as int8 only where ONNX Runtime's kernels give identical outputs (faster on VNNI CPUs). These
// check the conversion, that the probe would expose a kernel that saturates, and that whichever form
// the loader picks computes exactly what the shipped graph computes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NER_MODEL_DIR } from '../../src/ner/index.js';
import { splitNerModel } from '../../src/ner/onnx-split.js';
import { createTaggerSession, probeInputs, withSignedLstmWeights } from '../../src/ner/signed-weights.js';
import { cpuFlags, readCpuinfo } from '../../bench/lib/machine.js';
import { INT8, readGraph, UINT8 } from './fixtures/onnx-graph.js';

const options: ort.InferenceSession.SessionOptions = { intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'all' };

/** The inputs of each quantized LSTM node, and the graph's initializers. */
function graphOf(model: Uint8Array) {
  const { nodes, tensors } = readGraph(model);
  return { lstms: nodes.filter((n) => n.op === 'DynamicQuantizeLSTM').map((n) => n.inputs), tensors };
}

const shipped = readFileSync(join(DEFAULT_NER_MODEL_DIR, 'model.onnx'));

describe('withSignedLstmWeights', () => {
  it('stores both LSTMs\' weights as int8 q = stored − 128 with zero points 0, and changes nothing else', () => {
    const before = graphOf(shipped);
    const converted = withSignedLstmWeights(shipped)!;
    const after = graphOf(converted.model);
    expect(before.lstms).toHaveLength(2);
    expect(converted.inputSize).toBe(before.tensors.get(before.lstms[0]![1]!)!.dims[1]);
    const changed = new Set<string>();
    for (const inputs of before.lstms) {
      for (const [w, zp] of [[inputs[1]!, inputs[9]!], [inputs[2]!, inputs[11]!]]) {
        const old = before.tensors.get(w)!, now = after.tensors.get(w)!;
        expect([old.dataType, now.dataType]).toEqual([UINT8, INT8]);
        expect(now.dims).toEqual(old.dims);
        const signed = new Int8Array(now.raw.buffer, now.raw.byteOffset, now.raw.length);
        expect(signed.every((q, i) => q === old.raw[i]! - 128)).toBe(true);
        expect(after.tensors.get(zp)!.dataType).toBe(INT8);
        expect(after.tensors.get(zp)!.raw.every((v) => v === 0)).toBe(true);
        changed.add(w).add(zp);
      }
    }
    for (const [name, t] of before.tensors) {
      if (changed.has(name)) continue;
      const now = after.tensors.get(name)!;
      expect([now.dims, now.dataType], name).toEqual([t.dims, t.dataType]);
      expect(Buffer.compare(now.raw, t.raw), name).toBe(0);
    }
  });

  it('leaves graphs it cannot convert alone: already signed, or no model at all', () => {
    expect(withSignedLstmWeights(withSignedLstmWeights(shipped)!.model)).toBeNull();
    expect(withSignedLstmWeights(new Uint8Array([0x08, 0x07]))).toBeNull(); // ir_version only, no graph
  });
});

describe('the probe', () => {
  it('would expose a kernel that adds pairs of products in 16 bits (AVX2 / AVX-512 without VNNI)', () => {
    // The constant probe quantizes to 255 everywhere; per output row, the exact dot product with the
    // input weights against one whose neighbouring products are summed and clamped to int16 first.
    const { lstms, tensors } = graphOf(shipped);
    const w = tensors.get(lstms[0]![1]!)!; // [directions, input, 4 × hidden], stored q + 128
    const [dirs, k, rows] = w.dims as [number, number, number];
    const q = (d: number, i: number, r: number) => w.raw[(d * k + i) * rows + r]! - 128;
    let differing = 0;
    for (let d = 0; d < dirs; d++) {
      for (let r = 0; r < rows; r++) {
        let exact = 0, pairwise = 0;
        for (let i = 0; i < k; i += 2) {
          const pair = 255 * q(d, i, r) + (i + 1 < k ? 255 * q(d, i + 1, r) : 0);
          exact += pair;
          pairwise += Math.max(-32768, Math.min(32767, pair));
        }
        if (exact !== pairwise) differing++;
      }
    }
    expect(probeInputs(k)[0]!.every((v) => v === 1)).toBe(true);
    expect(differing).toBeGreaterThan(10);
  });
});

describe('createTaggerSession', () => {
  it('computes exactly what the shipped graph computes, and takes int8 on a VNNI CPU', async () => {
    const split = splitNerModel(shipped)!;
    const inputSize = withSignedLstmWeights(split.tagger)!.inputSize;
    const reference = await ort.InferenceSession.create(split.tagger, options);
    const chosen = await createTaggerSession(split.tagger, options);
    try {
      // Token-vector-like inputs: 8 rows, 40 steps, roughly normal values (a fixed generator).
      const [t, b] = [40, 8], x = new Float32Array(t * b * inputSize);
      for (let i = 0, s = 7; i < x.length; i++) {
        let sum = 0;
        for (let j = 0; j < 4; j++) { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; sum += s / 2 ** 32; }
        x[i] = (sum - 2) * 1.7;
      }
      const feeds = { x: new ort.Tensor('float32', x, [t, b, inputSize]), xr: new ort.Tensor('float32', x.slice().reverse(), [t, b, inputSize]) };
      const [want, got] = [await reference.run(feeds), await chosen.session.run(feeds)];
      for (const name of ['forward', 'backward']) {
        const bytes = (o: ort.OnnxValue) => { const d = o.data as Float32Array; return Buffer.from(d.buffer, d.byteOffset, d.byteLength); };
        expect(want[name]!.dims.slice(0, 3)).toEqual([t, 1, b]); // [time, direction, batch, tags]
        expect(Buffer.compare(bytes(got[name]!), bytes(want[name]!)), name).toBe(0);
      }
      const flags = cpuFlags(readCpuinfo());
      if (flags?.has('avx512_vnni') || flags?.has('avx_vnni')) expect(chosen.signed).toBe(true);
      else if (flags?.has('avx2')) expect(chosen.signed).toBe(false); // the probe caught the saturating kernel
      else console.log(`createTaggerSession: ${chosen.signed ? 'int8' : 'uint8'} weights on this CPU`);
    } finally {
      await reference.release();
      await chosen.session.release();
    }
  });
});

// A CPU without VNNI, emulated: QEMU's user-mode emulator runs x86-64 code with AVX2 and no AVX-512, so ONNX
// Runtime picks the kernel whose int8 products saturate — the Zen 2's, whose held-out figures it reproduces.
const QEMU = '/usr/bin/qemu-x86_64';
const haveQemu = process.arch === 'x64' && existsSync(QEMU);
if (!haveQemu) console.warn(`emulated-CPU check skipped: ${QEMU} not found (apt-get install qemu-user)`);

describe.skipIf(!haveQemu)('createTaggerSession on an emulated CPU without VNNI (qemu-x86_64 -cpu Haswell-v4)', () => {
  it('keeps the uint8 weights there, where the int8 form computes something else', () => {
    const fixture = join(import.meta.dirname, 'fixtures', 'probe-on-this-cpu.ts');
    const run = spawnSync(QEMU, ['-cpu', 'Haswell-v4', process.execPath, '--import', 'tsx', fixture], { encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr.split('\n').filter((l) => !l.includes('TCG')).join('\n')).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(JSON.parse(lines[lines.length - 1]!)).toEqual({ signed: false, int8Differs: true });
  }, 150_000);
});
