import { HTTPError, TimeoutError } from 'ky';
import { isErrorCode, type ErrorCode } from '../../contracts/errors';

/** `http`: the server answered 400–599 (or the custom 600); the others never got an answer. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'unknown';

/** Every failure of the HTTP client, with what the message mapping of spec §8 needs. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** Raw response text (status 600 shows it as is). */
  readonly text: string;
  /** Catalogue code when the body is `{ code, message }` with a known code. */
  readonly code?: ErrorCode;
  readonly body?: unknown;

  constructor(init: { kind: ApiErrorKind; status?: number; text?: string; code?: ErrorCode; body?: unknown; cause?: unknown }) {
    super(`${init.kind} error${init.status ? ` ${init.status}` : ''}${init.code ? ` ${init.code}` : ''}`, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.text = init.text ?? '';
    this.code = init.code;
    this.body = init.body;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Turns whatever ky or fetch threw into an ApiError (aborts are left to the caller). */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    let text = '';
    try {
      text = await error.response.text();
    } catch {
      // Body already read or the stream broke: the status alone still maps to a message.
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const code = (body as { code?: unknown } | undefined)?.code;
    return new ApiError({
      kind: 'http',
      status: error.response.status,
      text,
      body,
      code: isErrorCode(code) ? code : undefined,
      cause: error,
    });
  }
  if (error instanceof TimeoutError) return new ApiError({ kind: 'timeout', cause: error });
  // fetch rejects with a TypeError when the network is down or the request is blocked.
  if (error instanceof TypeError) return new ApiError({ kind: 'network', cause: error });
  return new ApiError({ kind: 'unknown', cause: error });
}
