/**
 * The one way a route reads its input: the request part parsed with its zod schema from
 * shared/api, and a failure thrown as the AppError the route names (a 400; `bad_request` unless
 * told), so the error handler answers it like any other in the request's language.
 */
import type { z } from 'zod';
import type { ErrorId } from '../shared/errors';
import { AppError } from './errors';

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
  throw new AppError(typeof invalid === 'function' ? invalid(result.error.issues, input) : invalid, 400);
}
