"""Rewrites the NER model's LSTM nodes as ONNX Runtime's DynamicQuantizeLSTM (com.microsoft): the input
and recurrent weight matrices become int8, symmetric, one scale per gate row (per output channel);
activations stay float and are quantized per run by the kernel. The LSTMs are most of a tagging run's
time on one thread; int8 GEMMs run them faster. Nothing else in the graph changes.

    OMP_NUM_THREADS=1 /usr/bin/python3 training/ner/quantize_lstm.py models/ner/model.onnx OUT.onnx

Check the result with `npm run ner:eval -- --model-dir DIR` (held-out NKJP F1 per type within 0.005 of
meta.json) before shipping it.
"""
import sys

import numpy as np
import onnx
from onnx import helper, numpy_helper

MS_DOMAIN = "com.microsoft"


def quantize_rows(w: np.ndarray):
    """[dirs, rows, cols] float → int8 [dirs, cols, rows] (the kernel's layout), scales [dirs, rows]."""
    scale = np.abs(w).max(axis=2) / 127.0
    scale[scale == 0] = 1.0
    q = np.clip(np.rint(w / scale[:, :, None]), -127, 127).astype(np.int8)
    return np.ascontiguousarray(np.transpose(q, (0, 2, 1))), scale.astype(np.float32)


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
            qname, sname, zname = f"{name}_int8", f"{name}_scale", f"{name}_zero_point"
            graph.initializer.extend([
                numpy_helper.from_array(q, qname),
                numpy_helper.from_array(scale, sname),
                numpy_helper.from_array(np.zeros(scale.shape, dtype=np.int8), zname),
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
    main(sys.argv[1], sys.argv[2])
