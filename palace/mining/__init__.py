"""Mining: turn a finished conversation into drawers, entities and facts."""
