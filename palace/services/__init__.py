"""Palace services: every write to conversations and the palace goes through a function here."""
