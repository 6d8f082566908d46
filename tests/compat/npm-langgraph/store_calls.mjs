// LangGraph's JS SDK, unchanged, on Memory Layer's /langgraph/ Store API: every store call once.
// Run by tests/compat/test_langgraph_npm_sdk.py with LANGGRAPH_URL and LANGGRAPH_API_KEY;
// prints one JSON object of what each call answered.
import { Client } from "@langchain/langgraph-sdk";

const client = new Client({ apiUrl: process.env.LANGGRAPH_URL, apiKey: process.env.LANGGRAPH_API_KEY });
const out = {};
await client.store.putItem(["memories", "npm-user"], "seat", { content: "Prefers window seats", n: 1 });
await client.store.putItem(["memories", "npm-user"], "food", { content: "Allergic to shellfish", n: 2 });
await client.store.putItem(["docs", "npm-user"], "d1", { content: "A document", n: 3 }, { ttl: 60 });
const item = await client.store.getItem(["memories", "npm-user"], "seat");
out.get = [item.value, item.namespace, item.key, typeof item.createdAt];
out.missing = await client.store.getItem(["memories", "npm-user"], "nothing");
out.filtered = (await client.store.searchItems(["memories"], { filter: { n: { $gte: 2 } } })).items.map((i) => i.key);
out.query = (await client.store.searchItems(["memories"], { query: "shellfish allergy" })).items[0].key;
out.namespaces = (await client.store.listNamespaces({ maxDepth: 1 })).namespaces;
out.suffix = (await client.store.listNamespaces({ suffix: ["npm-user"] })).namespaces;
await client.store.deleteItem(["memories", "npm-user"], "seat");
out.afterDelete = await client.store.getItem(["memories", "npm-user"], "seat");
console.log(JSON.stringify(out));
