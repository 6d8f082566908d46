"""The compat app's benchmarks (beside the product: nothing of the product imports them)."""
