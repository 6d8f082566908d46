"""Moving memory in and out: the export archive's format, its record schemas, and the streamed
zip reader and writer. The exporter and importer that also carry the palace live in
`palace.portability` (the palace imports the memory store, never the other way)."""
