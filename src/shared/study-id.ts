/**
 * A kept study's id (`GET /api/studies/:id`, the page `/studies/:id`): 16 characters of base64url,
 * the start of a SHA-256 of what the study says (server: studies/study-id.ts). Zod-free: the
 * client and shared/routes.ts check links with it.
 */
export const STUDY_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** Whether a string has the shape of a study id (whether such a study exists is the store's to say). */
export const isStudyId = (s: unknown): s is string => typeof s === 'string' && STUDY_ID_PATTERN.test(s);
