/**
 * Typed errors. Every API error is `{"error": {"code", "message", "fields"}}`, thrown as the
 * class of its status with code, message and fields; no answer at all is a `TransportError`.
 */

/** The base of everything this client throws (except an abort: the signal's own reason). */
export class MemoryLayerError extends Error {
  override name = "MemoryLayerError";
}

/** The request got no answer: connection refused or reset, a DNS failure. */
export class TransportError extends MemoryLayerError {
  override name = "TransportError";
}

/** No answer within the client's `timeoutMs`. */
export class TimeoutError extends TransportError {
  override name = "TimeoutError";
}

/** The API answered with an error. */
export class ApiError extends MemoryLayerError {
  override name = "ApiError";
  /** The HTTP status. */
  readonly status: number;
  /** The API's error code (`not_found`, `invalid`, `throttled`, …). */
  readonly code: string;
  /** Per field, what is wrong with it (a validation error); empty otherwise. */
  readonly fields: Readonly<Record<string, string[]>>;
  /** Seconds the server asked to wait (`Retry-After`), or null. */
  readonly retryAfter: number | null;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string[]> = {},
    retryAfter: number | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

/** 400: wrong types, unknown fields or choices, each named in `fields`. */
export class InvalidRequest extends ApiError {
  override name = "InvalidRequest";
}

/** 401: the key is missing, malformed, unknown, revoked or expired. */
export class AuthenticationFailed extends ApiError {
  override name = "AuthenticationFailed";
}

/** 403: the key lacks a rule, or you may see this but not change it. */
export class PermissionDenied extends ApiError {
  override name = "PermissionDenied";
}

/** 404: missing, or not yours: the API never tells the two apart. */
export class NotFound extends ApiError {
  override name = "NotFound";
}

/** 409: the request conflicts with the current state. */
export class Conflict extends ApiError {
  override name = "Conflict";
}

/** 413: content or body over the limit. */
export class PayloadTooLarge extends ApiError {
  override name = "PayloadTooLarge";
}

/** 429: the key's rate limit or a run's write cap; `retryAfter` seconds. */
export class RateLimited extends ApiError {
  override name = "RateLimited";
}

/** 503: a dependency (the database) is down; retry after `retryAfter` seconds. */
export class ServiceUnavailable extends ApiError {
  override name = "ServiceUnavailable";
}

/** Any other 5xx. */
export class ServerError extends ApiError {
  override name = "ServerError";
}

const BY_STATUS: Record<number, typeof ApiError> = {
  400: InvalidRequest,
  401: AuthenticationFailed,
  403: PermissionDenied,
  404: NotFound,
  409: Conflict,
  413: PayloadTooLarge,
  429: RateLimited,
  503: ServiceUnavailable,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fieldMessages(value: unknown): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (!isRecord(value)) return fields;
  for (const [name, messages] of Object.entries(value)) {
    fields[name] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  }
  return fields;
}

/** The typed error of an error answer (a body of another shape still maps, by status). */
export function apiError(status: number, body: unknown, retryAfter: number | null): ApiError {
  const detail = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const Class = BY_STATUS[status] ?? (status >= 500 ? ServerError : ApiError);
  return new Class(
    status,
    typeof detail?.code === "string" ? detail.code : "http_error",
    typeof detail?.message === "string" ? detail.message : `HTTP ${status}`,
    fieldMessages(detail?.fields),
    retryAfter,
  );
}
