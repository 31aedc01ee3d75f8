/**
 * Study groups (issue 46; docs/api.md "Study groups"): a signed-in user makes a group and invites
 * others by a short code; members share kept studies and notes on passages, and see who did what.
 * A group exists only for its members: anyone else is answered 404, as if it did not.
 */
import { z } from 'zod';
import type { UiLanguage } from '../books';
import { INVITE_LENGTH, normaliseInviteCode } from '../invite-code';
export { INVITE_ALPHABET, INVITE_LENGTH, normaliseInviteCode } from '../invite-code';

const name = (max: number) => z.string().trim().min(1).max(max);

export const GroupCreateSchema = z.object({
  name: name(80),
  /** how the other members see you in this group (else the part of your address before the @) */
  memberName: name(60).optional(),
});
export const GroupJoinSchema = z.object({
  code: z.string().max(40).transform(normaliseInviteCode).pipe(z.string().length(INVITE_LENGTH)),
  memberName: name(60).optional(),
});
export const GroupShareStudySchema = z.object({ studyId: z.string().min(1).max(100) });
export const GroupNoteSchema = z.object({ passage: name(80), text: name(4000) });
export const GroupOwnerSchema = z.object({ userId: z.string().min(1).max(100) });

export type GroupRole = 'owner' | 'member';

export interface GroupInvite {
  /** the code itself only in the answer that made it: it is kept as a hash */
  code?: string;
  id: string;
  expiresAt: string;
  revoked: boolean;
}

/** POST /api/groups (201) */
export interface GroupCreated {
  id: string;
  name: string;
  invite: { id: string; code: string; expiresAt: string };
}

/** GET /api/groups: the groups you belong to */
export interface GroupSummary {
  id: string;
  name: string;
  role: GroupRole;
  members: number;
}

export interface GroupMember {
  id: string;
  name: string;
  role: GroupRole;
  joinedAt: string;
}

export interface GroupStudy {
  id: string;
  title: string;
  language: UiLanguage;
  sharedBy: { id: string; name: string };
  sharedAt: string;
}

export interface GroupNote {
  id: string;
  passage: string;
  text: string;
  author: { id: string; name: string };
  createdAt: string;
}

export const GROUP_EVENT_KINDS = [
  'created',
  'joined',
  'left',
  'removed',
  'handed_on',
  'invite_made',
  'invite_revoked',
  'study_shared',
  'note_added',
  'note_deleted',
] as const;
export type GroupEventKind = (typeof GROUP_EVENT_KINDS)[number];

/** who did what in the group, newest first */
export interface GroupEvent {
  kind: GroupEventKind;
  actor: { id: string; name: string };
  /** what it was done to: a member's name, a study's title, a note's passage */
  subject: string | null;
  at: string;
}

/** GET /api/groups/:id (members only) */
export interface GroupDetail {
  id: string;
  name: string;
  /** your role in it */
  role: GroupRole;
  members: GroupMember[];
  studies: GroupStudy[];
  notes: GroupNote[];
  events: GroupEvent[];
  /** the owner's view: the invites not yet expired */
  invites?: GroupInvite[];
}
