/** A group's invite code (issue 46): 8 signs of 31, read aloud or typed without confusion. */
import { randomInt } from 'node:crypto';
import { INVITE_ALPHABET, INVITE_LENGTH } from '../../shared/api';

/** an invite is good for a week unless revoked */
export const INVITE_TTL_MS = 7 * 86_400_000;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}
