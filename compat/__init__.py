"""Foreign contracts at the edge: each translates a foreign request into our services and back
(mem0's wire API under `/mem0/`). Nothing imports this package but the root URLconf."""
