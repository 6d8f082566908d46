"""Recall: candidates (index-shaped SQL) → fusion (pure arithmetic) → rerank → compose.

`memories.retrieval.pipeline.memory_recall` is the one entry point for every reader.
"""
