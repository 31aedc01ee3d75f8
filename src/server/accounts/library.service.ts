/**
 * The library synced to an account (ADR 019): one row a record (a note, a highlight …) with its
 * body as JSON and its revision, the account's change counter when it was last written. A push
 * writes its changes in one transaction, the account's row locked, so revisions are dense and
 * ordered: a pull from a cursor (the last revision seen) never misses a change, whatever the
 * number of server instances. A change made on an older revision than the record's (another
 * device wrote since) is merged (shared/library-merge.ts): a note keeps both texts.
 */
import {
  MAX_BODY_CHARS,
  type LibraryChange,
  type LibraryKind,
  type LibraryPushAnswer,
} from '../../shared/api/library-sync';
import { mergeRecord, type RecordVersion } from '../../shared/library-merge';
import { AppError } from '../errors';
import type { Row, SqlRunner } from '../store/sql-runner';

export interface IncomingChange {
  kind: LibraryKind;
  id: string;
  body?: Record<string, unknown> | null;
  updatedAt: string;
  deleted: boolean;
  base?: number | null;
}

const fromRow = (r: Row): LibraryChange => ({
  kind: r.kind as LibraryKind,
  id: String(r.record_id),
  body:
    r.body === null || r.body === undefined ? null : (JSON.parse(String(r.body)) as Record<string, unknown>),
  updatedAt: String(r.updated_at),
  deleted: Number(r.deleted) === 1,
  rev: Number(r.rev),
});
const key = (kind: string, id: string) => `${kind}\u0000${id}`;
const CHUNK = 200;

export class LibraryService {
  constructor(private readonly sql: SqlRunner) {}

  /** Changes after `since`, oldest first, at most `limit`. */
  async pull(userId: string, since: number, limit: number) {
    const rows = await this.sql.all(
      'SELECT kind, record_id, body, updated_at, deleted, rev FROM library_records WHERE user_id = ? AND rev > ? ORDER BY rev LIMIT ?',
      [userId, since, limit],
    );
    const changes = rows.map(fromRow);
    const cursor = changes.length ? changes[changes.length - 1].rev : since;
    return { changes, cursor: String(cursor), more: changes.length === limit };
  }

  /** Writes changes; answers the account's cursor, each change's revision, and the records merged with another device's edit. */
  async push(userId: string, changes: IncomingChange[]): Promise<LibraryPushAnswer & { revs: number[] }> {
    const bodies = changes.map((c) => {
      const body = c.deleted || !c.body ? null : JSON.stringify(c.body);
      if (body && body.length > MAX_BODY_CHARS) throw new AppError('library_change_invalid', 400);
      return body;
    });
    return this.sql.tx(async (sql) => {
      const account = await sql.get(`SELECT library_seq FROM users WHERE id = ?${sql.forUpdate}`, [userId]);
      if (!account) throw new AppError('not_signed_in', 401);
      let seq = Number(account.library_seq);
      const existing = new Map<string, LibraryChange>();
      const ids = [...new Set(changes.map((c) => c.id))];
      for (let i = 0; i < ids.length; i += CHUNK) {
        const part = ids.slice(i, i + CHUNK);
        const rows = await sql.all(
          `SELECT kind, record_id, body, updated_at, deleted, rev FROM library_records
           WHERE user_id = ? AND record_id IN (${part.map(() => '?').join(',')})`,
          [userId, ...part],
        );
        for (const r of rows) existing.set(key(String(r.kind), String(r.record_id)), fromRow(r));
      }
      const conflicts: LibraryChange[] = [];
      const revs: number[] = [];
      const writes = new Map<string, LibraryChange>();
      changes.forEach((c, i) => {
        const k = key(c.kind, c.id);
        const mine = writes.get(k) ?? existing.get(k);
        const incoming: RecordVersion = {
          body: bodies[i] === null ? null : c.body!,
          updatedAt: c.updatedAt,
          deleted: c.deleted,
        };
        let next: RecordVersion = incoming;
        let conflict = false;
        if (mine) {
          const seen = c.base === undefined ? c.updatedAt >= mine.updatedAt : c.base === mine.rev;
          if (!seen) {
            const merged = mergeRecord(c.kind, mine, incoming);
            next = merged;
            conflict =
              merged.conflict ||
              merged.updatedAt !== incoming.updatedAt ||
              merged.deleted !== incoming.deleted;
          }
        }
        const record: LibraryChange = {
          kind: c.kind,
          id: c.id,
          ...next,
          body: next.deleted ? null : next.body,
          rev: ++seq,
        };
        writes.set(k, record);
        revs.push(record.rev);
        if (conflict) conflicts.push(record);
      });
      const rows = [...writes.values()];
      for (let i = 0; i < rows.length; i += CHUNK) {
        const part = rows.slice(i, i + CHUNK);
        await sql.run(
          `INSERT INTO library_records (user_id, kind, record_id, body, updated_at, deleted, rev)
           VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}
           ON CONFLICT (user_id, kind, record_id) DO UPDATE SET body = excluded.body,
             updated_at = excluded.updated_at, deleted = excluded.deleted, rev = excluded.rev`,
          part.flatMap((r) => [
            userId,
            r.kind,
            r.id,
            r.body ? JSON.stringify(r.body) : null,
            r.updatedAt,
            r.deleted ? 1 : 0,
            r.rev,
          ]),
        );
      }
      await sql.run('UPDATE users SET library_seq = ? WHERE id = ?', [seq, userId]);
      // a record written twice in one push is answered once, as it ended
      const last = new Map(conflicts.map((c) => [key(c.kind, c.id), c]));
      return { cursor: String(seq), conflicts: [...last.values()], revs };
    });
  }

  /** Every live record of the account (the download of everything it holds). */
  async all(userId: string) {
    const rows = await this.sql.all(
      'SELECT kind, record_id, body, updated_at, deleted, rev FROM library_records WHERE user_id = ? AND deleted = 0 ORDER BY kind, rev',
      [userId],
    );
    return rows.map(fromRow);
  }
}
