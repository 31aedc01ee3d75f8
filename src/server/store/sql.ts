import type { NewContactMessage } from './store';

/** SQL the two drivers share, written with `?` placeholders (the PostgreSQL driver numbers them). */
export const SQL = {
  insertContact: `INSERT INTO contact_messages (name, email, subject, message, language, client, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  listContacts: `SELECT id, name, email, subject, message, language, client, created_at FROM contact_messages
    ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  getStudy: 'SELECT key, payload, created_at FROM study_cache WHERE key = ?',
  putStudy: `INSERT INTO study_cache (key, payload, created_at) VALUES (?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET payload = excluded.payload, created_at = excluded.created_at`,
  getKeptStudy: 'SELECT id, payload, created_at FROM kept_studies WHERE id = ?',
  /** an id names one study for good: the first one kept under it stays */
  keepStudy:
    'INSERT INTO kept_studies (id, payload, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING',
  /**
   * SQLite: the rate-limit row, created empty if missing, read in the transaction that writes it
   * back (putRateWindow); one step, so a concurrent prune cannot take the row in between
   */
  lockRateWindow:
    "INSERT INTO rate_slots (bucket, slots, last_hit) VALUES (?, '', 0) ON CONFLICT (bucket) DO UPDATE SET bucket = excluded.bucket RETURNING slots",
  putRateWindow: 'UPDATE rate_slots SET slots = ?, last_hit = ? WHERE bucket = ?',
  /** PostgreSQL: the same read-decide-write in one statement (migration 6's rate_hit) */
  rateHit: 'SELECT allowed, remaining, retry_after FROM rate_hit(?, ?, ?, ?, ?)',
  pruneRateLimits: 'DELETE FROM rate_slots WHERE last_hit < ?',
} as const;

/** A contact_messages row as the drivers return it (PostgreSQL gives BIGINTs as strings). */
export type ContactRow = NewContactMessage & { id: number | string; created_at: number | string };

export const contactFromRow = (r: ContactRow) => ({
  id: Number(r.id),
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  language: r.language,
  client: r.client,
  createdAt: new Date(Number(r.created_at)),
});
