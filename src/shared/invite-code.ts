/**
 * A study group's invite code (issue 46), zod-free so that the client can check what is typed
 * before it asks: 8 signs with no 0/O or 1/I/L to mistake for each other when read aloud.
 */
export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_LENGTH = 8;
/** an invite code as typed: any case, spaces and hyphens ignored ("abcd-efgh") */
export const normaliseInviteCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
