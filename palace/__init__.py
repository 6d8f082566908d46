"""The memory palace: conversations, wings → rooms → closets → drawers, and mining."""
