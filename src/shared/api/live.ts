/**
 * Reading together (issue 46 §2; docs/api.md "Reading together"): a group member leads, the others'
 * readers follow. A place is KJV-numbered (ADR 009): each follower's reader maps it into its own
 * Bible. Every event on the stream is the whole state, with an increasing `seq` (the SSE `id:`).
 */
import { z } from 'zod';

/** A verse in the KJV's numbering: the book's OSIS id, chapter and verse from 1. */
export const LivePlaceSchema = z.object({
  book: z.string().min(1).max(12),
  chapter: z.number().int().min(1).max(150),
  verse: z.number().int().min(1).max(176),
});
export type LivePlace = z.infer<typeof LivePlaceSchema>;
export const LiveLeadSchema = z.object({ userId: z.string().min(1).max(100) });

/** GET /api/groups/:id/live and every `state` event of the stream */
export interface LiveState {
  groupId: string;
  /** increases with every change of the group's session (start, move, new leader, end); 0: never started */
  seq: number;
  active: boolean;
  /** the leader, while active */
  leader: { id: string; name: string } | null;
  /** the leader's place, while active */
  place: LivePlace | null;
  /** when the session started and when it last changed (ISO), while active */
  startedAt: string | null;
  at: string | null;
}

/** the `closed` event: the stream ends and should not be opened again */
export interface LiveClosed {
  reason: 'not_member';
}
