/**
 * Every request the client sends (each public method exercised against the served app) names a
 * path, method, query parameter and body field of the served OpenAPI document, and each 2xx JSON
 * answer carries what its schema requires; every operation of the document is sent by some
 * method, or is listed below as deliberately absent, with the reason. (The Python client's
 * tests/client/test_client_schema.py, mirrored.)
 */

import assert from "node:assert/strict";
import { test } from "node:test";
import { ApiError, MemoryClient } from "../src/index.js";
import { keys, patient, recordingFetch, type Sent, url } from "./env.js";

// (method, path template) → why the client leaves it out.
const DELIBERATELY_ABSENT: Record<string, string> = {
  // Erasing for good is for a person signed in to the pages, who types the id to confirm; the
  // service refuses every API key (403), and the client only ever holds a key.
  "post /api/v1/conversations/{conversation_id}/erase": "a signed-in person only",
  "post /api/v1/palace/drawers/{drawer_id}/erase": "a signed-in person only",
};

type Json = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
}

const CHAT_LINE = '{"conversation": "c-1", "role": "user", "content": "Ship it on Friday"}\n';

function resolve(schema: Json, document: Document): Json {
  let current = schema;
  while (typeof current.$ref === "string") {
    const name = current.$ref.split("/").pop() ?? "";
    current = document.components.schemas[name] ?? {};
  }
  return current;
}

function template(document: Document, method: string, path: string): string {
  for (const [candidate, operations] of Object.entries(document.paths)) {
    const pattern = candidate
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{(\w+)\}/g, (_m, name) => (name === "pointer" ? ".+" : "[^/]+"));
    if (new RegExp(`^${pattern}$`).test(path)) {
      assert.ok(method in operations, `${method} ${candidate} is not in the schema`);
      return candidate;
    }
  }
  throw new assert.AssertionError({ message: `${path} matches no path of the schema` });
}

/** What the schema requires of a value, recursively: the listed keys of objects, each item. */
function missing(value: unknown, schema: Json, document: Document, at: string): string[] {
  const resolved = resolve(schema, document);
  if (value === null || value === undefined) return [];
  if (resolved.type === "array" && Array.isArray(value) && resolved.items) {
    return value.flatMap((item, i) =>
      missing(item, resolved.items as Json, document, `${at}[${i}]`),
    );
  }
  if (typeof value !== "object" || Array.isArray(value)) return [];
  const record = value as Json;
  const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : [];
  const properties = (resolved.properties ?? {}) as Record<string, Json>;
  return [
    ...required.filter((name) => !(name in record)).map((name) => `${at}.${name}`),
    ...Object.entries(properties).flatMap(([name, inner]) =>
      missing(record[name], inner, document, `${at}.${name}`),
    ),
  ];
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  const reader = stream.getReader();
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
  }
  return size;
}

test("every client request exists in the served OpenAPI schema, and every operation is sent", async () => {
  const sent: Sent[] = [];
  const memory = new MemoryClient(url, keys.alice, { ...patient, fetch: recordingFetch(sent) });
  const project = keys.project;
  const saved = await memory.remember("Alice leads the Atlas project", {
    kind: "fact",
    tags: ["work"],
    entities: ["urn:person:alice"],
    source_run: "run-1",
  });
  const relation = await memory.assertRelation(
    { name: "Alice", kind: "person" },
    "leads",
    { name: "Atlas" },
    { replaces: true },
  );
  const entityId = relation.relation.subject.id;
  const conversation = await memory.startConversation("chat-9", { title: "Standup", messages: [] });
  const projectMemory = await memory.createProjectMemory(
    project,
    "Run the linters before pushing",
    "pattern",
    {
      recallHint: "before a push",
      tags: ["lint"],
      relevanceScore: 0.5,
      expiresAt: null,
      confidence: 0.8,
      source: "agent",
      sourceRunId: "run-2",
    },
  );
  const exercised: Record<string, () => Promise<unknown>> = {
    remember: async () => saved,
    captureInsight: () =>
      memory.captureInsight("Atlas.owner is stale", {
        suggested_actions: [{ action: "set_owner", value: "Alice" }],
        related_columns: ["atlas.owner"],
        kind: "knowledge",
        tags: ["work"],
      }),
    enrich: () =>
      memory.enrich(
        { urn: "urn:person:alice" },
        { session: "s1", format: "markdown", max_tokens: 200 },
      ),
    extract: () =>
      memory.extract("I prefer green tea.", "Noted.", {
        scope: "user",
        scope_ref: "",
        session: "s1",
      }),
    recentTurns: () => memory.recentTurns("s1"),
    recall: () =>
      memory.recall("Atlas", {
        strategy: "auto",
        top_k: 3,
        scopes: ["user"],
        kinds: ["fact"],
        tags: ["work"],
        session: "s1",
        include_archived: false,
        explain: true,
      }),
    context: () =>
      memory.context({
        query: "Atlas",
        task: "plan",
        write_scope: ["work/*"],
        session: "s1",
        format: "markdown",
        max_tokens: 200,
      }),
    listPage: () =>
      memory.listPage({
        kind: "fact",
        scope: "user",
        tag: "work",
        status: "active",
        q: "Atlas",
        limit: 1,
      }),
    list: () => collect(memory.list({ limit: 1 })),
    get: () => memory.get(saved.id),
    update: () => memory.update(saved.id, { recall_hint: "who leads Atlas", tags: ["work"] }),
    forget: () => memory.forget(saved.id),
    restore: () => memory.restore(saved.id),
    approve: () => memory.approve(saved.id),
    feedback: () => memory.feedback(saved.id, "success"),
    alwaysInject: () => memory.alwaysInject(saved.id, true),
    history: () => memory.history(saved.id),
    stale: () => collect(memory.stale()),
    profiles: () => memory.profiles(),
    export: async () => drain(await memory.export({ withVectors: true })),
    importFile: () =>
      memory.importFile(new TextEncoder().encode(CHAT_LINE), {
        kind: "jsonl",
        fileName: "chats.jsonl",
      }),
    importJob: () => memory.importJob("00000000-0000-0000-0000-000000000007"),
    importJobs: () => memory.importJobs(),
    startConversation: async () => conversation,
    addMessages: () =>
      memory.addMessages(conversation.id, [
        {
          content: "Ship it on Friday",
          role: "user",
          speaker: "Alice",
          sent_at: "2026-11-20T10:00:00Z",
          external_id: "m1",
        },
      ]),
    messages: () => memory.messages(conversation.id, { limit: 5, before: 9 }),
    popMessage: () => memory.popMessage(conversation.id),
    clearConversation: () => memory.clearConversation(conversation.id),
    endConversation: () => memory.endConversation(conversation.id),
    mineConversation: () => memory.mineConversation(conversation.id),
    conversation: () => memory.conversation(conversation.id),
    wings: () => memory.wings(),
    wing: () => memory.wing(1),
    drawer: () => memory.drawer(1),
    resolve: () => memory.resolve("W-001/R-01/D-001"),
    entities: () => collect(memory.entities({ q: "Alice", kind: "person" })),
    entityTimeline: () => memory.entityTimeline(entityId, true),
    entityEvent: () => memory.entityEvent(entityId, "changed", { note: "moved teams" }),
    assertRelation: async () => relation,
    externalEntityEvent: () =>
      memory.externalEntityEvent("urn:person:alice", "changed", {
        note: "moved",
        occurred_at: "2026-11-20T10:00:00Z",
      }),
    projectSettings: () => memory.projectSettings(project),
    setProjectSettings: () => memory.setProjectSettings(project, { warning: 30 }),
    projectMemories: () =>
      memory.projectMemories(project, {
        type: "pattern",
        active: true,
        tags: ["lint", "ci"],
        limit: 5,
      }),
    projectMemory: () => memory.projectMemory(project, projectMemory.id),
    createProjectMemory: async () => projectMemory,
    updateProjectMemory: () =>
      memory.updateProjectMemory(project, projectMemory.id, {
        content: "Run the linters and tests before pushing",
        type: "pattern",
        recallHint: "before a push",
        tags: ["lint"],
        relevanceScore: 0.6,
        expiresAt: "2027-01-01T00:00:00Z",
        active: true,
      }),
    approveProjectMemory: () => memory.approveProjectMemory(project, projectMemory.id),
    deleteProjectMemory: () => memory.deleteProjectMemory(project, projectMemory.id),
  };
  for (const call of Object.values(exercised)) {
    try {
      await call();
    } catch (error) {
      // A refusal (approve is for people, an id with no drawer) still reached its view.
      if (!(error instanceof ApiError)) throw error;
    }
  }

  const publicMethods = Object.getOwnPropertyNames(MemoryClient.prototype).filter(
    (name) => name !== "constructor" && name !== "send",
  );
  assert.deepEqual(new Set(Object.keys(exercised)), new Set(publicMethods));

  const response = await fetch(`${url}/api/schema/?format=json`);
  const document = (await response.json()) as Document;
  assert.ok(sent.length >= publicMethods.length);
  const covered = new Set<string>();
  for (const exchange of sent) {
    const method = exchange.method.toLowerCase();
    const path = exchange.url.pathname;
    const found = template(document, method, path);
    covered.add(`${method} ${found}`);
    const operation = document.paths[found]?.[method] as Json;
    assert.notEqual(exchange.status, 405, path);
    const answer = exchange.responseBody as { error?: { message?: string } } | null;
    assert.notEqual(answer?.error?.message, "No such endpoint.", path);
    const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
    const query = new Set(parameters.filter((p) => p.in === "query").map((p) => p.name));
    for (const name of exchange.url.searchParams.keys()) {
      assert.ok(query.has(name), `${path}: query parameter ${name} is not in the schema`);
    }
    const requestBody = operation.requestBody as { content: Record<string, Json> } | undefined;
    if (exchange.body instanceof FormData) {
      assert.ok(requestBody?.content["multipart/form-data"], `${path} takes no file`);
    } else if (exchange.body !== null) {
      assert.ok(requestBody, `${exchange.method} ${path} takes no body`);
      const schema = requestBody.content["application/json"]?.schema as Json;
      const fields = new Set(Object.keys(resolve(schema, document).properties ?? {}));
      for (const name of Object.keys(exchange.body as Json)) {
        assert.ok(fields.has(name), `${path}: body field ${name} is not in the schema`);
      }
    }
    const responses = operation.responses as Record<string, { content?: Record<string, Json> }>;
    const declared = responses[String(exchange.status)];
    if (exchange.status < 300 && exchange.responseType?.startsWith("application/json")) {
      const schema = declared?.content?.["application/json"]?.schema as Json | undefined;
      assert.ok(schema, `${path} answered ${exchange.status}, which the schema does not declare`);
      assert.deepEqual(missing(exchange.responseBody, schema, document, path), []);
    }
  }

  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => ["get", "post", "put", "patch", "delete"].includes(m))
      .map((m) => `${m} ${path}`),
  );
  const uncovered = operations.filter((op) => !covered.has(op) && !(op in DELIBERATELY_ABSENT));
  assert.deepEqual(uncovered, [], "API operations with no client method (add one, or list it)");
  for (const absent of Object.keys(DELIBERATELY_ABSENT)) {
    assert.ok(!covered.has(absent), `${absent} is listed as absent, yet a method sends it`);
    assert.ok(operations.includes(absent), `${absent} is listed as absent, yet not in the API`);
  }
});
