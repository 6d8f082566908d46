/**
 * What the client adds over a bare `fetch` of the same call: `GET /api/v1/memories/{id}`, sent
 * both ways in turn (the order alternating), after a warm-up.
 *
 *   node build/bench/bench.js [N]                  a loopback server of its own, answering a
 *                                                  memory's JSON at once: the client's own cost
 *   MEMORY_URL=http://localhost:8000 MEMORY_API_KEY=ml_… node build/bench/bench.js [N]
 *                                                  a running service (its time dominates)
 *
 * Prints one JSON line: p50 and p90 in ms of each way, and the client's overhead: the median of
 * the per-round differences (client minus fetch), and the difference of the p50s.
 */

import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { MemoryClient } from "../src/index.js";

const rounds = Number(process.argv[2] ?? 1000);
const ID = "0b4d1c8e-6f0a-4d5e-9a43-2c1f5e7d9b10";
const ANSWER = JSON.stringify({
  id: ID,
  content: "The benchmark's memory: a line of plain text to read back",
  recall_hint: "",
  kind: "fact",
  tags: ["bench"],
  source: "agent",
  scope: "user",
  scope_ref: "",
  status: "active",
  stale_reason: "",
  confidence: 0.7,
  relevance_score: 0.5,
  expires_at: null,
  approved_by: null,
  approved_at: null,
  always_inject: false,
  always_inject_proposed: false,
  superseded_by: null,
  entities: [],
  metadata: {},
  pointer: "",
  source_conversation: "",
  source_run: "",
  created_at: "2026-11-28T18:00:00Z",
  updated_at: "2026-11-28T18:00:00Z",
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function target(): Promise<{ url: string; key: string; id: string; stop: () => void }> {
  const url = process.env.MEMORY_URL;
  const key = process.env.MEMORY_API_KEY ?? "";
  if (url) {
    const memory = new MemoryClient(url, key, { timeoutMs: 120_000 });
    const saved = await memory.remember("The benchmark's memory: a line of plain text");
    return { url, key, id: saved.id, stop: () => void memory.forget(saved.id) };
  }
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(ANSWER);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, key: "ml_bench", id: ID, stop: () => server.close() };
}

const { url, key, id, stop } = await target();
const memory = new MemoryClient(url, key);
const bareUrl = `${url}/api/v1/memories/${id}`;
const headers = { Authorization: `Bearer ${key}`, Accept: "application/json" };

async function bare(): Promise<unknown> {
  const response = await fetch(bareUrl, { headers });
  if (!response.ok) throw new Error(`bare fetch answered ${response.status}`);
  return response.json();
}

const client = () => memory.get(id);

for (let i = 0; i < 100; i += 1) {
  await bare();
  await client();
}
const times = { fetch: [] as number[], client: [] as number[] };
for (let i = 0; i < rounds; i += 1) {
  const order = i % 2 === 0 ? (["fetch", "client"] as const) : (["client", "fetch"] as const);
  for (const way of order) {
    const started = performance.now();
    await (way === "fetch" ? bare() : client());
    times[way].push(performance.now() - started);
  }
}
stop();
const round = (ms: number) => Math.round(ms * 1000) / 1000;
const differences = times.client.map((ms, i) => ms - (times.fetch[i] ?? 0));
console.log(
  JSON.stringify({
    against: process.env.MEMORY_URL ? "service" : "loopback",
    rounds,
    fetch_p50_ms: round(percentile(times.fetch, 50)),
    fetch_p90_ms: round(percentile(times.fetch, 90)),
    client_p50_ms: round(percentile(times.client, 50)),
    client_p90_ms: round(percentile(times.client, 90)),
    overhead_median_ms: round(percentile(differences, 50)),
    overhead_p50_ms: round(percentile(times.client, 50) - percentile(times.fetch, 50)),
  }),
);
