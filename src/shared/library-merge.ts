/**
 * How two versions of one library record become one (ADR 019), the same on the server (a change
 * pushed on an older revision than the account's) and in the browser (a record pulled while an
 * edit of it waits to be sent). Plain data, no zod: the client's sync imports it.
 *
 * - A note edited on two devices keeps both texts: the newer edit is the note, the other is kept
 *   beside it in `conflicts` (shown to the user until they choose), never dropped. An edit beats a
 *   deletion, so a note deleted on one device and edited on another stays, edited.
 * - A plan's progress started on the same day keeps the days read on either device.
 * - Everything else (bookmarks, highlights, chapters read, kept studies) takes the newer edit:
 *   nothing typed is lost by it.
 */

export interface RecordVersion {
  body: Record<string, unknown> | null;
  updatedAt: string;
  deleted: boolean;
}

export interface NoteConflict {
  text: string;
  updatedAt: string;
}

const newer = (a: RecordVersion, b: RecordVersion) => (b.updatedAt > a.updatedAt ? b : a);

const conflictsOf = (body: Record<string, unknown> | null): NoteConflict[] =>
  Array.isArray(body?.conflicts)
    ? (body.conflicts as unknown[]).filter(
        (c): c is NoteConflict =>
          typeof (c as NoteConflict)?.text === 'string' && typeof (c as NoteConflict)?.updatedAt === 'string',
      )
    : [];

function mergeNotes(a: RecordVersion, b: RecordVersion): RecordVersion & { conflict: boolean } {
  if (a.deleted || !a.body) return { ...(b.deleted ? newer(a, b) : b), conflict: false };
  if (b.deleted || !b.body) return { ...a, conflict: false };
  const win = newer(a, b);
  const lose = win === a ? b : a;
  const winText = String(win.body!.text ?? '');
  const loseText = String(lose.body!.text ?? '');
  // every text either side holds, the note's own first; each other text once
  const others = [
    { text: loseText, updatedAt: lose.updatedAt },
    ...conflictsOf(lose.body),
    ...conflictsOf(win.body),
  ];
  const seen = new Set([winText]);
  const conflicts: NoteConflict[] = [];
  for (const c of others)
    if (c.text.trim() && !seen.has(c.text)) {
      seen.add(c.text);
      conflicts.push(c);
    }
  const body: Record<string, unknown> = { ...win.body };
  if (conflicts.length) body.conflicts = conflicts;
  else delete body.conflicts;
  return {
    body,
    updatedAt: win.updatedAt,
    deleted: false,
    conflict: conflicts.length > conflictsOf(win.body).length,
  };
}

function mergePlans(a: RecordVersion, b: RecordVersion): RecordVersion {
  const win = newer(a, b);
  if (a.deleted || b.deleted || !a.body || !b.body || a.body.start !== b.body.start) return win;
  const days = (v: RecordVersion) => (Array.isArray(v.body!.read) ? (v.body!.read as number[]) : []);
  const read = [...new Set([...days(a), ...days(b)])].sort((x, y) => x - y);
  return { ...win, body: { ...win.body, read } };
}

/** One version of a record from two; `conflict` when a note now holds another device's text beside its own. */
export function mergeRecord(
  kind: string,
  a: RecordVersion,
  b: RecordVersion,
): RecordVersion & { conflict: boolean } {
  if (kind === 'note') return mergeNotes(a, b);
  if (kind === 'plan') return { ...mergePlans(a, b), conflict: false };
  return { ...newer(a, b), conflict: false };
}

/** A note's text with its kept conflicts, for a reader that shows them (the library page, the reader). */
export const noteConflicts = conflictsOf;
