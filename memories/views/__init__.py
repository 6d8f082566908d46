"""Server-rendered pages of the memory store (htmx partials; everything works without JS)."""
