/**
 * The one way a route reads its input: the request part parsed with its zod schema from
 * shared/api, and a failure thrown as an AppError 400, so the error handler answers it like any
 * other in the request's language. Its id is the first issue's message that is an error id (a
 * schema names its own refusals: `{ error: 'verify_text_too_long' }`), else the one the route
 * names (`bad_request` unless told).
 */
import type { z } from 'zod';
import { isErrorId, type ErrorId } from '../../shared/errors';
import { AppError } from '../errors';

/** Which error a refused input is: a fixed id, or one chosen from the zod issues and the raw input. */
export type InvalidInput = ErrorId | ((issues: z.ZodError['issues'], input: unknown) => ErrorId);

/** The parsed input (defaults applied), or an AppError 400. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  invalid: InvalidInput = 'bad_request',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { issues } = result.error;
  const named = issues.map((issue) => issue.message).find(isErrorId);
  throw new AppError(named ?? (typeof invalid === 'function' ? invalid(issues, input) : invalid), 400);
}
