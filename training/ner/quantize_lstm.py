"""Rewrites the NER model's LSTM nodes as ONNX Runtime's DynamicQuantizeLSTM (com.microsoft): the input
and recurrent weight matrices become 8-bit integers, symmetric, one scale per gate row (per output
channel); activations stay float and are quantized per run by the kernel (to uint8). The LSTMs are most of
a tagging run's time on one thread; integer GEMMs run them faster. Nothing else in the graph changes.

The weights are symmetric int8 values q in [-127, 127] but STORED as uint8 q + 128 with zero point 128.
The arithmetic is the same; what changes is the kernel ONNX Runtime picks. With int8 weights, CPUs
without VNNI (AVX2, AVX-512 without VNNI) multiply uint8 activations by int8 weights with vpmaddubsw,
which saturates pairs of products at 16 bits: results then differ from the exact ones by CPU
(measured on a Zen 2: held-out ORGANIZATION F1 0.7258 → 0.7235, and the parity test's tags changed). With
uint8 weights those CPUs widen to 16 bits first (exact, as fast on the Zen 2): the same numbers on every
CPU. VNNI CPUs then take ONNX Runtime's slower u8u8 kernel, so the gateway converts the weights back to
int8 at load time where that gives bit-identical outputs (src/ner/signed-weights.ts; ~35 % faster NER on a
Zen 5).

    OMP_NUM_THREADS=1 /usr/bin/python3 training/ner/quantize_lstm.py FLOAT.onnx OUT.onnx
    OMP_NUM_THREADS=1 /usr/bin/python3 training/ner/quantize_lstm.py --unsigned OLD_INT8.onnx OUT.onnx

The second form converts a graph written by the earlier version of this script (int8 storage, zero point
0) without touching the quantized values. Check the result with `npm run ner:eval -- --model-dir DIR`
(held-out NKJP F1 per type within 0.005 of meta.json) before shipping it.
"""
import sys

import numpy as np
import onnx
from onnx import helper, numpy_helper

MS_DOMAIN = "com.microsoft"


ZERO_POINT = 128


def quantize_rows(w: np.ndarray):
    """[dirs, rows, cols] float → uint8 q + 128 [dirs, cols, rows] (the kernel's layout), scales [dirs, rows]."""
    scale = np.abs(w).max(axis=2) / 127.0
    scale[scale == 0] = 1.0
    q = np.clip(np.rint(w / scale[:, :, None]), -127, 127).astype(np.int16) + ZERO_POINT
    return np.ascontiguousarray(np.transpose(q.astype(np.uint8), (0, 2, 1))), scale.astype(np.float32)


def unsigned_from_int8(src: str, dst: str) -> None:
    """Stores an int8 DynamicQuantizeLSTM graph's weights as uint8 + 128 with zero point 128 (same values)."""
    model = onnx.load(src)
    inits = {i.name: i for i in model.graph.initializer}
    converted = 0
    for node in model.graph.node:
        if node.op_type != "DynamicQuantizeLSTM":
            continue
        # Inputs: X, W, R, B, sequence_lens, initial_h, initial_c, P, W_scale, W_zero_point, R_scale, R_zero_point.
        for weights, zero_point in ((node.input[1], node.input[9]), (node.input[2], node.input[11])):
            q = numpy_helper.to_array(inits[weights])
            zp = numpy_helper.to_array(inits[zero_point])
            if q.dtype != np.int8 or np.any(zp != 0):
                raise SystemExit(f"{node.name}: {weights} is not symmetric int8")
            inits[weights].CopyFrom(numpy_helper.from_array((q.astype(np.int16) + ZERO_POINT).astype(np.uint8), weights))
            inits[zero_point].CopyFrom(numpy_helper.from_array(np.full(zp.shape, ZERO_POINT, np.uint8), zero_point))
            converted += 1
    onnx.save(model, dst)
    print(f"{converted} weight matrices stored as uint8 → {dst}")


def main(src: str, dst: str) -> None:
    model = onnx.load(src)
    graph = model.graph
    inits = {i.name: i for i in graph.initializer}
    replaced = 0
    for index, node in enumerate(list(graph.node)):
        if node.op_type != "LSTM" or node.input[1] not in inits or node.input[2] not in inits:
            continue
        new_inputs = list(node.input) + [""] * (8 - len(node.input))
        extra = []
        for slot, name in ((1, node.input[1]), (2, node.input[2])):
            q, scale = quantize_rows(numpy_helper.to_array(inits[name]))
            qname, sname, zname = f"{name}_int8", f"{name}_scale", f"{name}_zero_point"  # names kept from int8 storage
            graph.initializer.extend([
                numpy_helper.from_array(q, qname),
                numpy_helper.from_array(scale, sname),
                numpy_helper.from_array(np.full(scale.shape, ZERO_POINT, dtype=np.uint8), zname),
            ])
            new_inputs[slot] = qname
            extra += [sname, zname]
        attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
        quant = helper.make_node("DynamicQuantizeLSTM", new_inputs + extra, list(node.output),
                                 name=node.name + "_quant", domain=MS_DOMAIN, **attrs)
        graph.node.remove(node)
        graph.node.insert(index, quant)
        replaced += 1
    used = {i for n in graph.node for i in n.input}
    for init in list(graph.initializer):
        if init.name not in used:
            graph.initializer.remove(init)
    if not any(o.domain == MS_DOMAIN for o in model.opset_import):
        model.opset_import.append(helper.make_opsetid(MS_DOMAIN, 1))
    onnx.save(model, dst)
    print(f"{replaced} LSTM node(s) quantized → {dst}")


if __name__ == "__main__":
    if sys.argv[1] == "--unsigned":
        unsigned_from_int8(sys.argv[2], sys.argv[3])
    else:
        main(sys.argv[1], sys.argv[2])
