// mem0's npm client, unchanged, on Memory Layer's /mem0/ surface: every memory call once.
// Run by tests/compat/test_mem0_npm_client.py with MEM0_HOST, MEM0_API_KEY, MEM0_TELEMETRY=false;
// prints one JSON object of what each call answered.
import MemoryClient from "mem0ai";

const client = new MemoryClient({ apiKey: process.env.MEM0_API_KEY, host: process.env.MEM0_HOST });
const out = {};
const user = { filters: { user_id: "npm-user" } };

const added = await client.add([{ role: "user", content: "I am allergic to peanuts" }], {
  ...user, infer: false, metadata: { source: "npm" },
});
out.add = added.results.map((r) => r.event);
const id = added.results[0].id;
await client.add("I play chess on Fridays", { filters: { user_id: "npm-other" }, infer: false });
out.search = (await client.search("peanut allergy", user)).results.map((r) => [r.id === id, r.score > 0.1]);
const listed = await client.getAll({ ...user, page: 1, pageSize: 10 });
out.getAll = [listed.count, listed.results[0].memory, listed.results[0].userId];
out.get = (await client.get(id)).memory;
out.update = (await client.update(id, { text: "I am allergic to peanuts and cashews" })).memory;
out.history = (await client.history(id)).map((h) => h.event);
out.users = (await client.users()).results.map((e) => `${e.type}:${e.name}`).sort();
out.feedback = (await client.feedback({ memoryId: id, feedback: "POSITIVE" })).feedback;
out.batchUpdate = (await client.batchUpdate([{ memoryId: id, text: "I am allergic to nuts" }])).message;
out.afterBatch = (await client.get(id)).memory;
const second = (await client.add("I drink oat milk", { ...user, infer: false })).results[0].id;
out.batchDelete = (await client.batchDelete([second])).message;
out.delete = (await client.delete(id)).message;
out.deleteAll = (await client.deleteAll({ userId: "npm-other" })).message;
await client.add("I like rain", { filters: { user_id: "npm-third" }, infer: false });
out.deleteUsers = (await client.deleteUsers({ userId: "npm-third" })).message;
out.left = (await client.getAll({ filters: { user_id: "*" } })).count;
try {
  await client.search("anything", {});
  out.searchWithoutId = "accepted";
} catch (error) {
  out.searchWithoutId = String(error.message);
}
console.log(JSON.stringify(out));
