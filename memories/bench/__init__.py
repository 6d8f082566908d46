"""Measurement tools (commands print their numbers; they are not tests): load generation for
`bench_load`, the dedup pair corpus for `bench_dedup`."""
