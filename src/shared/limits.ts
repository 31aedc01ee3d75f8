/** Contact form limits, shared so the page checks what the server checks (no zod: the client imports it). */
export const CONTACT_LIMITS = { name: 100, email: 200, subject: 150, message: 5000, messageMin: 10 } as const;

/**
 * POST /api/verify: the longest text one request checks (its main-thread work bounded: issue 41).
 * The check page sends a longer text in parts of at most this many characters (shared/text-parts.ts).
 */
export const VERIFY_MAX_CHARS = 20_000;

/** A new password's length (ASVS 2.1.1–2.1.2): at least 12 characters, at most 128 (never cut). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/**
 * Check a text: the longest text the page checks, in parts (a long sermon is 30,000–60,000); a
 * longer one is refused as it stands — never cut — with its count and this limit.
 */
export const VERIFY_TEXT_MAX_CHARS = 100_000;

/** POST /api/verify: a quotation longer than this many words is not compared, only counted (`capped`). */
export const VERIFY_MAX_QUOTE_WORDS = 1_200;

/**
 * Quotation checking: a citation's verses read and compared, at most (a whole Psalm 119 is 176).
 * A quotation citing more (Isaiah 40–66) whose words are not in the first this many is
 * `overlong`: said to be too long to check, never called misquoted.
 */
export const VERIFY_MAX_CITED_VERSES = 200;
