/**
 * The one error type use-cases throw. The API turns it into `{ error: { code, message, fields } }`
 * with its status; anything else becomes a 500 with a generic message.
 */
export type AppErrorCode =
  | "validation_error"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "insufficient_funds"
  | "limit_reached"
  | "rate_limited"
  | "invalid_state"
  | "bad_signature"
  | "payment_provider_error"
  | "not_configured"
  | "payload_too_large"
  | "idempotency_key_reused";

const STATUS: Record<AppErrorCode, 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503> = {
  validation_error: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  insufficient_funds: 402,
  limit_reached: 403,
  rate_limited: 429,
  invalid_state: 409,
  bad_signature: 400,
  payment_provider_error: 502,
  not_configured: 503,
  payload_too_large: 413,
  idempotency_key_reused: 422,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: (typeof STATUS)[AppErrorCode];
  readonly fields?: Record<string, string>;
  /** Machine-readable facts sent as `error.details` (e.g. the shortfall of insufficient_funds). */
  details?: Record<string, unknown>;

  constructor(code: AppErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = STATUS[code];
    this.fields = fields;
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
