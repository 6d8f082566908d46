"""The universal memory store and recall: the lowest domain layer."""
