/**
 * One HTTP exchange on the platform's `fetch`: the key and base URL checked once, a timeout per
 * try, the caller's AbortSignal, retries (429/503 always; a lost connection only when the call is
 * idempotent) with `Retry-After` or exponential backoff, and typed errors.
 */

import { apiError, MemoryLayerError, TimeoutError, TransportError } from "./errors.js";

export interface RetryOptions {
  /** Retries after the first try (3); 0 retries nothing. */
  attempts?: number;
  /** The first backoff when the server names no `Retry-After`, doubled each time (500 ms). */
  backoffMs?: number;
  /** No single wait is longer than this, whatever `Retry-After` says (30 000 ms). */
  maxDelayMs?: number;
  /** The statuses retried (429 and 503). */
  statuses?: readonly number[];
}

export interface ClientOptions {
  /** Each try's limit, until the answer is read (30 000 ms); an export's until its headers. */
  timeoutMs?: number;
  retry?: RetryOptions;
  /** Your own `fetch` (a proxy's, an instrumented one); the platform's by default. */
  fetch?: typeof fetch;
  /** Headers sent with every request, besides the key's. */
  headers?: Record<string, string>;
}

/** What every method takes last. */
export interface CallOptions {
  /** Aborts the call, its retries and their waits; the call rejects with the signal's reason. */
  signal?: AbortSignal;
  /** This call's limit per try, instead of the client's. */
  timeoutMs?: number;
}

export interface HttpRequest {
  method: string;
  /** From the origin, with path values already filled in: `/api/v1/memories/…`. */
  path: string;
  query?: Record<string, string> | undefined;
  json?: unknown;
  form?: FormData | undefined;
  /** Repeating it changes nothing: a lost connection or a timeout may be retried. */
  idempotent: boolean;
  accept?: string;
}

const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT.has(method);
}

/** `Retry-After` as seconds: a number, or an HTTP date (a past date: 0). */
export function retryAfterSeconds(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (value.trim() !== "" && Number.isFinite(seconds)) return seconds;
  const when = Date.parse(value);
  return Number.isNaN(when) ? null : Math.max(0, (when - now) / 1000);
}

/** The wait before retry number `attempt + 1` in ms, or null to stop. */
export function retryDelay(
  retry: Required<RetryOptions>,
  attempt: number,
  retryAfter: number | null,
): number | null {
  if (attempt >= retry.attempts) return null;
  if (retryAfter !== null) return Math.min(Math.max(retryAfter * 1000, 0), retry.maxDelayMs);
  const backoff = Math.min(retry.backoffMs * 2 ** attempt, retry.maxDelayMs);
  return backoff * (0.5 + Math.random() / 2);
}

/** The key without white space around it (a key read from a file keeps its newline). */
export function checkedKey(apiKey: string): string {
  const key = typeof apiKey === "string" ? apiKey.trim() : "";
  if (!key) throw new TypeError("apiKey is empty: pass the API key the server gave you");
  if (!/^[!-~]+$/.test(key)) {
    throw new TypeError("apiKey holds spaces or characters other than printable ASCII");
  }
  return key;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One try's abort: the caller's signal or this try's timeout, told apart afterwards. */
class Attempt {
  readonly controller = new AbortController();
  timedOut = false;
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly onAbort: () => void;

  constructor(
    timeoutMs: number,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, timeoutMs);
    this.onAbort = () => this.controller.abort(signal?.reason);
    signal?.addEventListener("abort", this.onAbort, { once: true });
  }

  /** Stop the timeout (the answer is in); the caller's signal still reaches a stream. */
  settle(): void {
    clearTimeout(this.timer);
  }

  /** Stop listening to the caller's signal too (nothing of this try is read any more). */
  end(): void {
    clearTimeout(this.timer);
    this.signal?.removeEventListener("abort", this.onAbort);
  }

  failure(error: unknown, request: HttpRequest): unknown {
    if (this.signal?.aborted) return this.signal.reason;
    if (this.timedOut) return new TimeoutError(`timed out: ${request.method} ${request.path}`);
    if (error instanceof MemoryLayerError) return error;
    const reason = error instanceof Error ? error.message : String(error);
    return new TransportError(`${request.method} ${request.path}: ${reason}`, { cause: error });
  }
}

export class Transport {
  private readonly origin: string;
  private readonly headers: Record<string, string>;
  private readonly retry: Required<RetryOptions>;
  private readonly timeoutMs: number;
  private readonly fetcher: typeof fetch;

  constructor(baseUrl: string, apiKey: string, options: ClientOptions = {}) {
    this.origin = baseUrl.replace(/\/+$/, "");
    this.headers = {
      ...options.headers,
      Authorization: `Bearer ${checkedKey(apiKey)}`,
      Accept: "application/json",
    };
    this.retry = {
      attempts: options.retry?.attempts ?? 3,
      backoffMs: options.retry?.backoffMs ?? 500,
      maxDelayMs: options.retry?.maxDelayMs ?? 30_000,
      statuses: options.retry?.statuses ?? [429, 503],
    };
    this.timeoutMs = options.timeoutMs ?? 30_000;
    // Called through a function, not as a method of this object: a browser's fetch throws
    // "Illegal invocation" when `this` is not the window.
    const chosen = options.fetch;
    this.fetcher = chosen ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** The parsed JSON answer of a successful call (null for 204), else a typed error. */
  json<T>(request: HttpRequest, call: CallOptions = {}): Promise<T> {
    return this.exchange(request, call, async (response, attempt) => {
      try {
        return (await readBody(response)) as T;
      } finally {
        attempt.end();
      }
    });
  }

  /** The answer's body as a stream, once its status says it succeeded. */
  stream(request: HttpRequest, call: CallOptions = {}): Promise<ReadableStream<Uint8Array>> {
    return this.exchange(request, call, async (response, attempt) => {
      attempt.settle();
      const body = response.body;
      if (body === null) {
        attempt.end();
        return new ReadableStream<Uint8Array>({ start: (c) => c.close() });
      }
      // The caller's signal still aborts the download (through this try's controller); once
      // the stream ends, stop listening to it.
      return body.pipeThrough(new TransformStream({ flush: () => attempt.end() }));
    });
  }

  private url(request: HttpRequest): string {
    const query = request.query;
    if (!query) return this.origin + request.path;
    const search = new URLSearchParams(query).toString();
    return this.origin + request.path + (search ? `?${search}` : "");
  }

  private init(request: HttpRequest, signal: AbortSignal): RequestInit {
    const headers = request.accept ? { ...this.headers, Accept: request.accept } : this.headers;
    if (request.form !== undefined) {
      return { method: request.method, headers, body: request.form, signal };
    }
    if (request.json === undefined) return { method: request.method, headers, signal };
    return {
      method: request.method,
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(request.json),
      signal,
    };
  }

  private async exchange<T>(
    request: HttpRequest,
    call: CallOptions,
    read: (response: Response, attempt: Attempt) => Promise<T>,
  ): Promise<T> {
    const url = this.url(request);
    for (let tries = 0; ; tries += 1) {
      if (call.signal?.aborted) throw call.signal.reason;
      const attempt = new Attempt(call.timeoutMs ?? this.timeoutMs, call.signal);
      let response: Response;
      try {
        response = await this.fetcher(url, this.init(request, attempt.controller.signal));
      } catch (error) {
        attempt.end();
        const failure = attempt.failure(error, request);
        const wait = failure instanceof TransportError && request.idempotent;
        const delay = wait ? retryDelay(this.retry, tries, null) : null;
        if (delay === null) throw failure;
        await sleep(delay, call.signal);
        continue;
      }
      if (response.ok) {
        try {
          return await read(response, attempt);
        } catch (error) {
          throw attempt.failure(error, request);
        }
      }
      let body: unknown;
      try {
        body = await readBody(response);
      } catch (error) {
        throw attempt.failure(error, request);
      } finally {
        attempt.end();
      }
      const retryAfter = retryAfterSeconds(response.headers.get("Retry-After"));
      const delay = this.retry.statuses.includes(response.status)
        ? retryDelay(this.retry, tries, retryAfter)
        : null;
      if (delay === null) throw apiError(response.status, body, retryAfter);
      await sleep(delay, call.signal);
    }
  }
}
