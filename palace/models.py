"""Palace models (wings, rooms, closets, drawers) arrive with the palace issue."""
