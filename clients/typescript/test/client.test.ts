/**
 * The client against the served app: typed results, cursor pages, the export streamed, an
 * import uploaded, conversations, the graph and a project's memories, and keys refused early.
 */

import assert from "node:assert/strict";
import { test } from "node:test";
import { MemoryClient, nextCursor } from "../src/index.js";
import { clientFor, keys, recordingFetch, type Sent, url } from "./env.js";

test("remember, recall, update, history, forget and restore answer typed results", async () => {
  const memory = clientFor(keys.alice);
  const saved = await memory.remember("Alice takes her tea with oat milk", {
    kind: "preference",
    tags: ["tea"],
  });
  const again = await memory.remember("Alice takes her tea with oat milk", {
    kind: "preference",
    tags: ["tea"],
  });
  const recalled = await memory.recall("how does Alice take her tea?", { top_k: 3 });
  const updated = await memory.update(saved.id, { content: "Alice takes her tea with soy milk" });
  const history = await memory.history(saved.id);
  const forgotten = await memory.forget(saved.id);
  const restored = await memory.restore(saved.id);

  assert.equal(saved.deduplicated, false);
  assert.equal(again.deduplicated, true);
  assert.equal(again.id, saved.id);
  assert.ok(!Number.isNaN(Date.parse(saved.created_at)));
  assert.equal(recalled.results[0]?.id, saved.id);
  assert.ok(recalled.ranking);
  assert.equal(updated.content, "Alice takes her tea with soy milk");
  assert.equal(history[0]?.content, "Alice takes her tea with oat milk");
  assert.equal(forgotten.status, "archived");
  assert.equal(restored.status, "active");
});

test("list iterates over every cursor page", async () => {
  const sent: Sent[] = [];
  const memory = clientFor(keys.alice, { fetch: recordingFetch(sent) });
  const ids = new Set<string>();
  for (const n of [1, 2, 3, 4, 5]) {
    const saved = await memory.remember(`Room ${n} of the cottage is painted colour ${n}`, {
      tags: ["cottage"],
    });
    ids.add(saved.id);
  }
  sent.length = 0;
  const listed: string[] = [];
  for await (const item of memory.list({ tag: "cottage", limit: 2 })) listed.push(item.id);

  assert.deepEqual(new Set(listed), ids);
  assert.equal(listed.length, 5);
  assert.equal(sent.length, 3); // pages of 2, 2 and 1
  assert.ok(sent[1]?.url.searchParams.has("cursor"));
  assert.equal(nextCursor("http://x/api/v1/memories?cursor=abc&limit=2"), "abc");
  assert.equal(nextCursor(null), null);
});

test("the export streams the caller's archive as it downloads", async () => {
  const memory = clientFor(keys.alice);
  await memory.remember("Alice's passport expires in March 2031");
  const stream = await memory.export();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
  }
  const archive = Buffer.concat(chunks);

  assert.equal(archive.subarray(0, 4).toString("latin1"), "PK\u0003\u0004"); // a zip
  assert.ok(archive.includes(Buffer.from("manifest.json")));
  assert.ok(archive.includes(Buffer.from("memories.jsonl")));
});

test("an import is uploaded as a file and followed by its id", async () => {
  const memory = clientFor(keys.alice);
  const line = '{"conversation": "c-1", "role": "user", "content": "Ship on Friday"}\n';
  const job = await memory.importFile(new Blob([line]), {
    kind: "jsonl",
    fileName: "chats.jsonl",
  });
  const again = await memory.importJob(job.id);
  const jobs = await memory.importJobs();

  assert.equal(job.status, "queued");
  assert.equal(job.file_name, "chats.jsonl");
  assert.equal(again.id, job.id);
  assert.ok(jobs.some((each) => each.id === job.id));
});

test("a conversation is started, fed, read and ended", async () => {
  const memory = clientFor(keys.alice);
  const chat = await memory.startConversation("trip-2026-05", { title: "Trip planning" });
  const added = await memory.addMessages(chat.id, [
    { role: "user", content: "I am flying to Lisbon on May 3." },
    { role: "assistant", content: "Noted: Lisbon, May 3." },
  ]);
  const read = await memory.conversation(chat.id);
  const ended = await memory.endConversation(chat.id);
  const same = await memory.startConversation("trip-2026-05");

  assert.equal(added.added, 2);
  assert.equal(added.conversation.message_count, 2);
  assert.equal(read.title, "Trip planning");
  assert.equal(ended.mining_status, "pending");
  assert.equal(same.id, chat.id); // idempotent by external id
});

test("the graph: a relation asserted, its entities listed and their timeline read", async () => {
  const memory = clientFor(keys.alice);
  const asserted = await memory.assertRelation({ name: "Dana", kind: "person" }, "works_at", {
    name: "Initech",
    kind: "organisation",
  });
  const literal = await memory.assertRelation({ name: "Dana", kind: "person" }, "lives_in", null, {
    object_value: "Porto",
  });
  const people: string[] = [];
  for await (const entity of memory.entities({ q: "Dana" })) people.push(entity.name);
  const timeline = await memory.entityTimeline(asserted.relation.subject.id);

  assert.equal(asserted.relation.predicate, "works_at");
  assert.equal(asserted.relation.object?.name, "Initech");
  assert.equal(literal.relation.object_value, "Porto");
  assert.deepEqual(people, ["Dana"]);
  assert.ok(timeline.relations.some((relation) => relation.predicate === "lives_in"));
});

test("a project's memories are written, read, changed and archived by its manager", async () => {
  const memory = clientFor(keys.alice);
  const project = keys.project;
  const written = await memory.createProjectMemory(project, "Deploys need a ticket", "warning", {
    tags: ["deploy"],
  });
  const listed = await memory.projectMemories(project, { tags: ["deploy"] });
  const changed = await memory.updateProjectMemory(project, written.id, { recallHint: "deploys" });
  await memory.deleteProjectMemory(project, written.id);
  const archived = await memory.projectMemories(project, { active: false });
  const settings = await memory.setProjectSettings(project, { warning: 30 });

  assert.ok(listed.some((each) => each.id === written.id));
  assert.equal(changed.recallHint, "deploys");
  assert.ok(archived.some((each) => each.id === written.id));
  assert.equal(settings.memory.defaultExpiry.warning, 30);
});

test("an empty key, or one that could not travel in a header, is refused at once", () => {
  for (const key of ["", "   ", "\n\t"]) {
    assert.throws(() => new MemoryClient(url, key), /apiKey is empty/);
  }
  assert.throws(() => new MemoryClient(url, "ml_abc def"), /printable ASCII/);
});

test("a key read from a file with its newline still authenticates", async () => {
  const memory = new MemoryClient(`${url}/`, `${keys.bob}\n`, { timeoutMs: 120_000 });
  assert.deepEqual(await memory.profiles(), []);
});
