// The shipped graph's int8 LSTM weights must be stored unsigned (uint8 = q + 128, zero point 128): stored
// as int8, ONNX Runtime's kernel for CPUs without VNNI saturates and the model's output depends on the CPU
// (training/ner/quantize_lstm.py). The parity test only notices on such a CPU; this checks the file itself.
// (VNNI CPUs run the same values as int8, converted at load time where exact: src/ner/signed-weights.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NER_MODEL_DIR } from '../../src/ner/index.js';
import { readGraph, UINT8 } from './fixtures/onnx-graph.js';

const graph = () => readGraph(readFileSync(join(DEFAULT_NER_MODEL_DIR, 'model.onnx')));

describe('the shipped NER graph stores its LSTM weights unsigned', () => {
  it('both quantized LSTMs: uint8 weights in 1..255 (symmetric q + 128), zero points all 128', () => {
    const { nodes, tensors } = graph();
    const lstms = nodes.filter((n) => n.op === 'DynamicQuantizeLSTM');
    expect(lstms).toHaveLength(2);
    for (const n of lstms) {
      // Inputs: X, W, R, B, sequence_lens, initial_h, initial_c, P, W_scale, W_zero_point, R_scale, R_zero_point.
      for (const [weights, zeroPoint] of [[n.inputs[1]!, n.inputs[9]!], [n.inputs[2]!, n.inputs[11]!]]) {
        const w = tensors.get(weights)!, zp = tensors.get(zeroPoint)!;
        expect(w.dataType, weights).toBe(UINT8);
        expect(w.raw.length, weights).toBeGreaterThan(1000);
        expect(w.raw.reduce((m, v) => Math.min(m, v), 255), weights).toBeGreaterThanOrEqual(1);
        expect(zp.dataType, zeroPoint).toBe(UINT8);
        expect(zp.raw.length, zeroPoint).toBeGreaterThan(0);
        expect(zp.raw.every((v) => v === 128), zeroPoint).toBe(true);
      }
    }
  });
});
