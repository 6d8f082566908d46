"""The context an agent reads at a turn's start (`compose`, /context) and the memories that
enrich a tool's response (`enrich`): built on recall, and audited."""
