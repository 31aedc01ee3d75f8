/** Contact form limits, shared so the page checks what the server checks (no zod: the client imports it). */
export const CONTACT_LIMITS = { name: 100, email: 200, subject: 150, message: 5000, messageMin: 10 } as const;

/** POST /api/verify: the longest text checked at once (a long sermon or article). */
export const VERIFY_MAX_CHARS = 20_000;

/** A new password's length (ASVS 2.1.1–2.1.2): at least 12 characters, at most 128 (never cut). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
