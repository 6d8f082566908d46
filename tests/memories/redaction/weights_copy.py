"""Score with a changed copy of the value model's weights for the length of a `with` block."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from memories.redaction import value_model


@contextmanager
def weights_changed(folder: Path, **changes: Any) -> Iterator[None]:
    """The weights in use with ``changes`` (array name → new value), written to ``folder``;
    the weights in use come back after the block."""
    with np.load(value_model.WEIGHTS_PATH) as data:
        arrays = {name: data[name] for name in data.files}
    arrays.update(changes)
    changed = folder / "changed.npz"
    np.savez(changed, **arrays)
    value_model.use_weights(changed)
    try:
        yield
    finally:
        value_model.use_weights(value_model.WEIGHTS_PATH)
