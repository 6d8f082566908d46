/**
 * What the Python suite hands the TypeScript tests: the served app's URL and keys made by the
 * real service (tests/client/test_typescript_client.py), and a recording `fetch` that sends
 * every request for real and keeps what it sent and got.
 */

import type { ClientOptions } from "../src/index.js";
import { MemoryClient } from "../src/index.js";

export interface Keys {
  /** alice: reads and writes; manages the project `apollo`. */
  alice: string;
  /** bob: another person, with a memory of his own (`bobMemory`). */
  bob: string;
  bobMemory: string;
  /** alice's key with the memory.read rule only. */
  aliceReadOnly: string;
  /** carol: a key limited to one request a minute. */
  limited: string;
  /** The slug of the project alice manages. */
  project: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run these tests through the Python suite (make test)`);
  }
  return value;
}

export const url = required("MEMORY_URL");
export const keys: Keys = JSON.parse(required("MEMORY_KEYS"));

/** The served app loads its embedding model on the first write: slow on a busy machine. */
export const patient: ClientOptions = { timeoutMs: 120_000 };

export interface Sent {
  method: string;
  url: URL;
  contentType: string | null;
  body: unknown;
  status: number;
  responseType: string | null;
  responseBody: unknown;
}

/** A `fetch` that calls the platform's own and records each exchange (the answer cloned). */
export function recordingFetch(sent: Sent[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const headers = new Headers(init?.headers);
    const contentType = headers.get("Content-Type");
    const raw = init?.body;
    const body = typeof raw === "string" ? JSON.parse(raw) : raw instanceof FormData ? raw : null;
    const responseType = response.headers.get("Content-Type");
    let responseBody: unknown = null;
    if (responseType?.startsWith("application/json")) {
      responseBody = await response.clone().json();
    }
    sent.push({
      method: init?.method ?? "GET",
      url: new URL(String(input)),
      contentType,
      body,
      status: response.status,
      responseType,
      responseBody,
    });
    return response;
  };
}

export function clientFor(key: string, options: ClientOptions = {}): MemoryClient {
  return new MemoryClient(url, key, { ...patient, ...options });
}
