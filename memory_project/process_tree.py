"""A process and its descendants as they are when read: one that ends while it is read is left
out, never the whole tree (a Celery pool child is recycled, a gunicorn worker restarts)."""

from __future__ import annotations

import psutil

__all__ = ["process_tree", "tree_rss"]


def process_tree(root: psutil.Process | None) -> list[psutil.Process]:
    """``root`` and every descendant; none when ``root`` is gone (or None)."""
    if root is None:
        return []
    try:
        return [root, *root.children(recursive=True)]
    except psutil.Error:
        return []


def tree_rss(root: psutil.Process | None) -> int:
    """The resident memory of ``root``'s tree, in bytes, of the processes still there."""
    total = 0
    for process in process_tree(root):
        try:
            total += process.memory_info().rss
        except psutil.Error:
            continue  # (ended since the tree was listed: it holds nothing)
    return total
