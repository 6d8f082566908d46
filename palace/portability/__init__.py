"""Export and import of a person's, a project's or the whole installation's memory, palace
included (the archive format itself is `memories.portability`)."""
