/**
 * Store migrations, in order. Each has a SQLite and a PostgreSQL form; keep them small and
 * portable (times are epoch milliseconds in both). Never edit a landed migration: add one.
 */
export interface Migration {
  id: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'contact messages, study cache, rate limits',
    sqlite: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL,
        language TEXT NOT NULL, client TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE INDEX contact_messages_created ON contact_messages (created_at);
      CREATE TABLE study_cache (key TEXT PRIMARY KEY, payload TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE TABLE rate_limits (bucket TEXT PRIMARY KEY, window_start INTEGER NOT NULL, count INTEGER NOT NULL);`,
    postgres: `
      CREATE TABLE contact_messages (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL,
        language TEXT NOT NULL, client TEXT NOT NULL, created_at BIGINT NOT NULL);
      CREATE INDEX contact_messages_created ON contact_messages (created_at);
      CREATE TABLE study_cache (key TEXT PRIMARY KEY, payload TEXT NOT NULL, created_at BIGINT NOT NULL);
      CREATE TABLE rate_limits (bucket TEXT PRIMARY KEY, window_start BIGINT NOT NULL, count INTEGER NOT NULL);`,
  },
  {
    id: 2,
    name: 'rate limits in a sliding window (the times of the accepted hits), not per clock hour',
    sqlite: `
      CREATE TABLE rate_windows (bucket TEXT PRIMARY KEY, hits TEXT NOT NULL, last_hit INTEGER NOT NULL);
      CREATE INDEX rate_windows_last_hit ON rate_windows (last_hit);
      DROP TABLE rate_limits;`,
    postgres: `
      CREATE TABLE rate_windows (bucket TEXT PRIMARY KEY, hits TEXT NOT NULL, last_hit BIGINT NOT NULL);
      CREATE INDEX rate_windows_last_hit ON rate_windows (last_hit);
      DROP TABLE rate_limits;`,
  },
  {
    id: 3,
    name: 'kept studies: every generated study under a stable id, for its link (/studies/:id)',
    sqlite: `
      CREATE TABLE kept_studies (id TEXT PRIMARY KEY, payload TEXT NOT NULL, created_at INTEGER NOT NULL);`,
    postgres: `
      CREATE TABLE kept_studies (id TEXT PRIMARY KEY, payload TEXT NOT NULL, created_at BIGINT NOT NULL);`,
  },
  {
    id: 4,
    name: 'rate limits counted in slots of the window (a record of constant size), not as the time of every hit',
    // the old records (every allowed request's time) are not converted: limits start afresh once
    sqlite: `
      CREATE TABLE rate_slots (bucket TEXT PRIMARY KEY, slots TEXT NOT NULL, last_hit INTEGER NOT NULL);
      CREATE INDEX rate_slots_last_hit ON rate_slots (last_hit);
      DROP TABLE rate_windows;`,
    postgres: `
      CREATE TABLE rate_slots (bucket TEXT PRIMARY KEY, slots TEXT NOT NULL, last_hit BIGINT NOT NULL);
      CREATE INDEX rate_slots_last_hit ON rate_slots (last_hit);
      DROP TABLE rate_windows;`,
  },
];
