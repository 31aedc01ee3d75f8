/**
 * Text we store must be text a person could type. PostgreSQL refuses NUL in TEXT columns
 * outright while SQLite keeps it, so without this check the two stores disagreed (a 500 on one,
 * a stored row on the other). Refused everywhere instead: C0 and C1 control characters (tab
 * allowed everywhere, as a pasted tab is harmless; line breaks in multi-line fields) and lone UTF-16
 * surrogates, which neither store can keep as sent. No zod here, so any module may import it.
 */
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_SINGLE_LINE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The error id for text that fails this check (src/shared/errors.ts). */
export const INVALID_CHARACTERS = 'text_invalid_characters' as const;

export function isStorableText(s: string, multiline = false): boolean {
  return !(multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(s) && !LONE_SURROGATE.test(s);
}
