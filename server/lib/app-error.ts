import { ERROR_STATUS, type ErrorCode } from '../../contracts';

/** A refusal the client should see: a catalogue code, its HTTP status and message parameters. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const fail = (code: ErrorCode, params?: Record<string, string | number>): never => {
  throw new AppError(code, params);
};
