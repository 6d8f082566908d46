"""Where the bulk paths run the local model: EMBEDDINGS_DEVICE = auto | cpu | cuda.

`cpu`: ONNX Runtime on every core. `cuda`: torch and sentence-transformers on the GPU (the same
model; its vectors agree with the CPU's to a cosine of 0.9995 or better, so vectors made on
either are stored and compared alike). `auto`: cuda when the installed torch sees a GPU, else
cpu; it imports torch only where an NVIDIA driver is present. The single-text path (a recall's
query) always stays on the CPU."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

DEVICES = ("auto", "cpu", "cuda")


class DeviceUnavailable(ImproperlyConfigured):
    """EMBEDDINGS_DEVICE=cuda where no GPU is visible: a configuration error, never a silent
    fall back to the CPU."""


def _nvidia_driver_present() -> bool:
    gpus = Path("/proc/driver/nvidia/gpus")
    return (gpus.is_dir() and any(gpus.iterdir())) or Path("/dev/nvidia0").exists()


def _torch_sees_gpu() -> tuple[bool, str]:
    try:
        import torch
    except ImportError:
        return False, "torch is not installed"
    if not torch.cuda.is_available():
        return False, f"torch {torch.__version__} sees no CUDA device"
    return True, torch.cuda.get_device_name(0)


@cache
def bulk_device() -> str:
    """`cpu` or `cuda`, resolved once per process from EMBEDDINGS_DEVICE. Raises
    DeviceUnavailable for `cuda` when no GPU is visible."""
    wanted = settings.EMBEDDINGS_DEVICE
    if wanted == "cpu":
        return "cpu"
    if wanted == "auto" and not _nvidia_driver_present():
        return "cpu"
    seen, detail = _torch_sees_gpu()
    if seen:
        return "cuda"
    if wanted == "cuda":
        raise DeviceUnavailable(
            f"EMBEDDINGS_DEVICE=cuda, but no GPU is visible ({detail}). Install a CUDA build of "
            "torch and check the driver (nvidia-smi), or set EMBEDDINGS_DEVICE=auto or cpu."
        )
    return "cpu"


def bulk_device_reset() -> None:
    """Resolve again (after a settings change in tests)."""
    bulk_device.cache_clear()
