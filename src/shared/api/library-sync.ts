/**
 * The library synced to an account (GET/POST /api/library/changes; ADR 019). A change is one
 * record of the library — a note, a highlight, a bookmark, a chapter read, a kept study, a
 * plan's progress — with its id, kind, body, updatedAt and deleted flag. `base` is the revision
 * the client last saw of that record (a conflict is detected when another device wrote since).
 */
import { z } from 'zod';

export const LIBRARY_KINDS = ['note', 'bookmark', 'highlight', 'reading', 'study', 'plan'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** the most changes one POST may carry, and one GET answers */
export const MAX_CHANGES = 1000;
/** the largest body a record may have (a kept study carries its whole text) */
export const MAX_BODY_CHARS = 600_000;

const isoDate = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)));

export const LibraryChangeSchema = z.object({
  kind: z.enum(LIBRARY_KINDS),
  id: z.string().min(1).max(200),
  body: z.record(z.string(), z.unknown()).nullable().optional(),
  updatedAt: isoDate,
  deleted: z.boolean().default(false),
  /** the record's revision this change was made on; absent: the newer edit wins */
  base: z.number().int().min(0).nullable().optional(),
});
export type LibraryChangeInput = z.input<typeof LibraryChangeSchema>;

export const LibraryPushSchema = z.object({
  changes: z.array(LibraryChangeSchema).max(MAX_CHANGES, { error: 'library_too_many_changes' }),
});

export const LibraryPullSchema = z.object({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_CHANGES).default(MAX_CHANGES),
});

export interface LibraryChange {
  kind: LibraryKind;
  id: string;
  body: Record<string, unknown> | null;
  updatedAt: string;
  deleted: boolean;
  /** the record's revision (the account's change counter when it was written) */
  rev: number;
}

export interface LibraryPullAnswer {
  changes: LibraryChange[];
  cursor: string;
  /** more changes follow: ask again from `cursor` */
  more: boolean;
}

export interface LibraryPushAnswer {
  cursor: string;
  /** the records whose change met another device's newer edit, as they now are (both kept) */
  conflicts: LibraryChange[];
}
