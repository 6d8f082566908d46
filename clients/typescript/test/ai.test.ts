/**
 * The Vercel AI SDK tools against the served app, through their `execute`, as the SDK calls
 * them after a model asks (the example agent runs them from a model's tool calls:
 * tests/client/test_typescript_client.py).
 */

import assert from "node:assert/strict";
import { test } from "node:test";
import type { ToolExecutionOptions } from "ai";
import { memoryTools } from "../src/ai.js";
import { clientFor, keys } from "./env.js";

const call: ToolExecutionOptions = { toolCallId: "call-1", messages: [] };

test("the tools remember, recall and forget as the client's key", async () => {
  const tools = memoryTools(clientFor(keys.alice), { topK: 3, tags: ["ai-tools"] });
  const saved = await tools.remember.execute?.(
    { content: "Alice's dentist appointment is on Tuesday at 9", kind: "event" },
    call,
  );
  assert.ok(saved && "id" in saved);
  const found = await tools.recall.execute?.({ query: "when is the dentist appointment?" }, call);
  assert.ok(Array.isArray(found));
  assert.equal(found[0]?.id, saved.id);
  assert.equal(found[0]?.kind, "event");
  const forgotten = await tools.forget.execute?.({ id: saved.id }, call);
  assert.deepEqual(forgotten, { id: saved.id, status: "archived" });
  const after = await tools.recall.execute?.({ query: "when is the dentist appointment?" }, call);
  assert.ok(Array.isArray(after) && after.every((hit) => hit.id !== saved.id));

  const memory = clientFor(keys.alice);
  assert.deepEqual((await memory.get(saved.id)).tags, ["ai-tools"]);
});

test("the tools' input schemas refuse what the API would", () => {
  const tools = memoryTools(clientFor(keys.alice));
  const schema = tools.remember.inputSchema as { safeParse(v: unknown): { success: boolean } };
  assert.equal(schema.safeParse({ content: "x", kind: "gossip" }).success, false);
  assert.equal(schema.safeParse({ content: "" }).success, false);
  assert.equal(schema.safeParse({ content: "x", kind: "decision" }).success, true);
});
