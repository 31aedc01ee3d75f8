import { ERROR_MESSAGES, type ErrorId } from '../shared/errors';

/** A failure the client may see: a stable id, an HTTP status and optional headers. */
export class AppError extends Error {
  constructor(
    readonly id: ErrorId,
    readonly status: number,
    readonly headers: Record<string, string> = {},
  ) {
    super(ERROR_MESSAGES[id].en);
  }
}
