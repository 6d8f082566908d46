"""The offline (deterministic) extractor's parts: its word lists, a first-to-third-person
rewriter, the facts a speaker states, and the names speakers give themselves."""
