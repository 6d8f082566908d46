"""Export the packaged MiniLM's transformer to an ONNX file: run as a child process, once.

    python -P memories/embeddings/onnx_export.py MODEL_DIR TARGET

torch and sentence-transformers are needed for the export only, so it runs in a process of its
own that exits when the file is written: the serving processes (web, worker) run the exported
file on ONNX Runtime and never map libtorch. The file is written under a temporary name and
renamed, so a reader never sees half of one. This module imports nothing of the project (it
runs without Django, by path, with no project directory on sys.path).
"""

from __future__ import annotations

import os
import sys
import warnings
from pathlib import Path
from typing import Any

INPUTS = ("input_ids", "attention_mask", "token_type_ids")
OPSET = 17


def export(model_dir: Path, target: Path) -> None:
    """Trace `model_dir`'s transformer (last hidden state, dynamic batch and length) to `target`."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # weights come from the package, never a hub
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    import torch
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(model_dir), device="cpu")
    transformer: Any = model[0].auto_model
    transformer.eval()

    class LastHiddenState(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.inner = transformer

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
            return self.inner(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            ).last_hidden_state

    sample = model.preprocess(["an example sentence to trace the graph with"])
    partial = target.with_name(f".{target.name}.{os.getpid()}.part")
    try:
        # The tracer warns about shape checks it freezes; none of them depends on the length.
        with torch.inference_mode(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                LastHiddenState().eval(),
                tuple(sample[name] for name in INPUTS),
                str(partial),
                input_names=list(INPUTS),
                output_names=["last_hidden_state"],
                dynamic_axes={name: {0: "batch", 1: "tokens"} for name in INPUTS},
                opset_version=OPSET,
                dynamo=False,
            )
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: onnx_export.py MODEL_DIR TARGET", file=sys.stderr)
        return 2
    export(Path(argv[0]), Path(argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
