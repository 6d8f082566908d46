/**
 * A typed client for the Memory Layer agent API, on the platform's `fetch` (Node ≥ 20, Deno,
 * Bun, browsers, edge workers), with no dependencies.
 *
 *     import { MemoryClient } from "memory-layer-client";
 *     const memory = new MemoryClient("http://localhost:8000", process.env.MEMORY_API_KEY!);
 *     await memory.remember("Alice prefers tea", { kind: "preference" });
 *     const { results } = await memory.recall("what does Alice drink?");
 */

export type { Parts } from "./client.js";
export { MemoryClient, nextCursor } from "./client.js";
export {
  ApiError,
  AuthenticationFailed,
  apiError,
  Conflict,
  InvalidRequest,
  MemoryLayerError,
  NotFound,
  PayloadTooLarge,
  PermissionDenied,
  RateLimited,
  ServerError,
  ServiceUnavailable,
  TimeoutError,
  TransportError,
} from "./errors.js";
export type { Body, Ok, OperationId, Query } from "./operations.js";
export { ROUTES } from "./operations.js";
export type { components, operations, paths } from "./schema.js";
export type { CallOptions, ClientOptions, RetryOptions } from "./transport.js";
export { retryAfterSeconds } from "./transport.js";
export type * from "./types.js";
