/**
 * Invite codes as people type, read and send them (issue 46): any case, spaces and hyphens
 * allowed; shown in two halves ("ABCD-EF23"); a join link that works before sign-in.
 */
import { INVITE_ALPHABET, INVITE_LENGTH, normaliseInviteCode } from '../../../shared/invite-code';

/** The code as the server wants it, or null when what was typed cannot be one (said before asking). */
export function inviteCodeFrom(typed: string): string | null {
  const code = normaliseInviteCode(typed.trim());
  if (code.length !== INVITE_LENGTH) return null;
  return [...code].every((c) => INVITE_ALPHABET.includes(c)) ? code : null;
}

/** `ABCDEF23` → `ABCD-EF23`, easier to read aloud and copy by hand. */
export const displayCode = (code: string) =>
  code.length === INVITE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

/** The page that joins with a code: `/groups/join/ABCDEF23` (signed out, it sends to sign-in and back). */
export const joinPath = (code: string) => `/groups/join/${encodeURIComponent(code)}`;

/** The link to send, on this site's address. */
export const joinLink = (code: string, origin: string) => `${origin}${joinPath(code)}`;

/**
 * The account page with a way back: after signing in there, the user returns to `back`. Only a
 * path of this site is accepted as the way back (never another site's address).
 */
export const signInPath = (back: string) => `/account?${new URLSearchParams({ next: back })}`;
export function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : null;
}
