/**
 * Errors and retries: the typed errors of real refusals by the served app (another person's
 * memory, a bad field, a missing rule, a bad key, a rate limit), and, from a small loopback
 * server of our own, what the served app will not do on demand (a 5xx, a dropped connection).
 */

import assert from "node:assert/strict";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import {
  ApiError,
  AuthenticationFailed,
  InvalidRequest,
  MemoryClient,
  NotFound,
  PermissionDenied,
  RateLimited,
  retryAfterSeconds,
  ServerError,
  ServiceUnavailable,
  TimeoutError,
  TransportError,
} from "../src/index.js";
import { clientFor, keys, recordingFetch, type Sent } from "./env.js";

test("another person's memory is not found, for reading and for every change", async () => {
  const alice = clientFor(keys.alice);
  const refusals = [
    () => alice.get(keys.bobMemory),
    () => alice.update(keys.bobMemory, { content: "Alice was here" }),
    () => alice.forget(keys.bobMemory),
    () => alice.feedback(keys.bobMemory, "failure"),
    () => alice.history(keys.bobMemory),
  ];
  for (const refused of refusals) {
    await assert.rejects(refused, (error: unknown) => {
      assert.ok(error instanceof NotFound);
      assert.equal(error.status, 404);
      assert.equal(error.code, "not_found");
      return true;
    });
  }
  const hits = await alice.recall("bike lock combination drawer", { top_k: 10 });
  assert.ok(hits.results.every((hit) => hit.id !== keys.bobMemory));
  // And it is still there, unchanged, for its owner.
  const bob = clientFor(keys.bob);
  assert.equal((await bob.get(keys.bobMemory)).status, "active");
});

test("a project bob is no member of answers as if it did not exist", async () => {
  const bob = clientFor(keys.bob);
  const attempts = [
    () => bob.projectSettings(keys.project),
    () => bob.projectMemories(keys.project),
    () => bob.createProjectMemory(keys.project, "Bob was here", "fact"),
    () => bob.setProjectSettings(keys.project, { warning: 1 }),
  ];
  for (const attempt of attempts) await assert.rejects(attempt, NotFound);
  await assert.rejects(() => bob.projectSettings("no-such-project"), NotFound);
});

test("a validation error names each field; a missing rule is forbidden; a bad key fails", async () => {
  const invalid = await clientFor(keys.alice)
    // @ts-expect-error: "gossip" is not a kind, which the types already say
    .remember("x", { kind: "gossip" })
    .catch((error: unknown) => error);
  assert.ok(invalid instanceof InvalidRequest);
  assert.equal(invalid.code, "invalid");
  assert.deepEqual(Object.keys(invalid.fields), ["kind"]);
  assert.ok(invalid.fields.kind?.[0]);

  const denied = await clientFor(keys.aliceReadOnly)
    .remember("not allowed")
    .catch((error: unknown) => error);
  assert.ok(denied instanceof PermissionDenied);
  assert.equal(denied.message, "This key lacks the memory.manage rule.");

  const unknown = await clientFor("ml_000000000000_nosuchkey")
    .profiles()
    .catch((error: unknown) => error);
  assert.ok(unknown instanceof AuthenticationFailed);
  assert.equal(unknown.status, 401);
});

test("429 is retried after Retry-After, then thrown as RateLimited", async () => {
  const sent: Sent[] = [];
  const memory = clientFor(keys.limited, {
    fetch: recordingFetch(sent),
    retry: { attempts: 2, maxDelayMs: 200 },
  });
  await memory.profiles();
  const started = performance.now();
  const limited = await memory.profiles().catch((error: unknown) => error);
  const waited = performance.now() - started;

  assert.ok(limited instanceof RateLimited);
  assert.equal(sent.length, 1 + 3); // one allowed; then a first try and two retries
  assert.ok(limited.retryAfter !== null && limited.retryAfter >= 1); // the server's own figure
  assert.ok(waited >= 400, `waited ${waited} ms`); // capped to 200 ms a wait
});

test("a timeout is a TimeoutError, and an abort rejects with the signal's reason", async () => {
  const memory = clientFor(keys.alice);
  await assert.rejects(memory.recall("anything at all", {}, { timeoutMs: 1 }), TimeoutError);

  const controller = new AbortController();
  const pending = memory.recall("anything at all", {}, { signal: controller.signal });
  controller.abort(new Error("the user left"));
  await assert.rejects(pending, /the user left/);
  const already = AbortSignal.abort();
  await assert.rejects(memory.profiles({ signal: already }), { name: "AbortError" });
});

test("no server is a TransportError", async () => {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, "close");
  const memory = new MemoryClient(`http://127.0.0.1:${port}`, "ml_x", {
    retry: { attempts: 1, backoffMs: 1 },
  });
  await assert.rejects(memory.profiles(), TransportError);
});

/** A loopback server answering each request with the next of `script`: a status, or "drop". */
async function scripted(script: (number | "drop")[], seen: string[]) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    seen.push(`${request.method} ${request.url}`);
    const step = script.shift() ?? 200;
    if (step === "drop") {
      request.socket.destroy();
      return;
    }
    const body =
      step < 400
        ? { results: [] }
        : { error: { code: "boom", message: `status ${step}`, fields: {} } };
    response.writeHead(step, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

test("503 without Retry-After backs off and retries; a 500 is a ServerError at once", async () => {
  const seen: string[] = [];
  const { server, url: local } = await scripted([503, 503, 200, 500], seen);
  try {
    const memory = new MemoryClient(local, "ml_x", { retry: { backoffMs: 20 } });
    assert.deepEqual(await memory.profiles(), []);
    assert.equal(seen.length, 3);
    const failed = await memory.profiles().catch((error: unknown) => error);
    assert.ok(failed instanceof ServerError);
    assert.equal(failed.status, 500);
    assert.equal(seen.length, 4); // a 500 is not retried
  } finally {
    server.close();
  }
});

test("a dropped connection is retried for a GET, never for a POST", async () => {
  const seen: string[] = [];
  const { server, url: local } = await scripted(["drop", 200, "drop"], seen);
  try {
    const memory = new MemoryClient(local, "ml_x", { retry: { backoffMs: 10 } });
    assert.deepEqual(await memory.profiles(), []);
    assert.equal(seen.length, 2);
    await assert.rejects(memory.remember("once only"), TransportError);
    assert.equal(seen.length, 3); // the POST went once
  } finally {
    server.close();
  }
});

test("retries stop when attempts run out; Retry-After reads seconds or an HTTP date", async () => {
  const seen: string[] = [];
  const { server, url: local } = await scripted([503, 503], seen);
  try {
    const memory = new MemoryClient(local, "ml_x", { retry: { attempts: 1, backoffMs: 5 } });
    const failed = await memory.profiles().catch((error: unknown) => error);
    assert.ok(failed instanceof ServiceUnavailable);
    assert.ok(failed instanceof ApiError);
    assert.equal(failed.code, "boom");
    assert.equal(seen.length, 2);
  } finally {
    server.close();
  }
  assert.equal(retryAfterSeconds("12"), 12);
  const now = Date.parse("2026-11-23T12:00:00Z");
  assert.equal(retryAfterSeconds("Mon, 23 Nov 2026 12:00:30 GMT", now), 30);
  assert.equal(retryAfterSeconds("Mon, 23 Nov 2026 11:00:00 GMT", now), 0);
  assert.equal(retryAfterSeconds("soon"), null);
  assert.equal(retryAfterSeconds(null), null);
});
