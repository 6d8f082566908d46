"""Recall's index infrastructure, shared by writes and recall: the vector indexes' names and
their creation, the vector statements and the settings they run under, visibility-class counts,
the coverage memo (`models_in_use`), the prepared-statement cursor, the known-row columns and
the worker pool. Imports nothing of `memories.retrieval` or `memories.services`."""
