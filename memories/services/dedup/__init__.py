"""Dedup: the memory a new one duplicates (`find`), and the pure comparisons it rests on
(facts, corrections, qualifiers, sides, words)."""
