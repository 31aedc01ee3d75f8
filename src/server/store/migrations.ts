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
  {
    id: 5,
    name: 'accounts: users, sessions, single-use tokens, passkeys, sign-in throttles, events, the synced library',
    sqlite: ACCOUNTS_SQL('INTEGER'),
    postgres: ACCOUNTS_SQL('BIGINT'),
  },
  {
    id: 6,
    name: 'rate limits decided in one statement on PostgreSQL (rate_hit), the row locked only while it runs',
    // SQLite decides in process (store.ts's slideWindow, in one IMMEDIATE transaction): no change.
    // PostgreSQL held the bucket's row locked across four round trips (lock, read, write, commit);
    // a client's concurrent requests then queued for it, and under load most waited past the
    // statement timeout (issue 41: 89 % of text checks answered 503). rate_hit() is slideWindow's
    // rule in PL/pgSQL, one call; store.test.ts checks the two give the same answers.
    sqlite: '',
    postgres: `
      CREATE FUNCTION rate_hit(p_bucket TEXT, p_limit INTEGER, p_window BIGINT, p_now BIGINT, p_slots INTEGER)
      RETURNS TABLE (allowed BOOLEAN, remaining INTEGER, retry_after INTEGER)
      LANGUAGE plpgsql AS $$
      DECLARE
        width BIGINT := greatest(1, ceil(p_window::numeric / p_slots));
        cur BIGINT := floor(p_now::numeric / width);
        first_slot BIGINT := floor((p_now - p_window)::numeric / width);
        stored TEXT;
        pair TEXT;
        slot BIGINT;
        n INTEGER;
        slots BIGINT[] := '{}';
        counts INTEGER[] := '{}';
        total INTEGER := 0;
        ok BOOLEAN;
        i INTEGER;
        kept TEXT;
        oldest BIGINT;
        newest BIGINT;
      BEGIN
        -- the row, created empty if missing, locked until the statement that called this ends
        INSERT INTO rate_slots AS r (bucket, slots, last_hit) VALUES (p_bucket, '', 0)
          ON CONFLICT (bucket) DO UPDATE SET bucket = excluded.bucket RETURNING r.slots INTO stored;
        FOREACH pair IN ARRAY coalesce(string_to_array(stored, ','), '{}') LOOP
          slot := split_part(pair, ':', 1)::BIGINT;
          n := split_part(pair, ':', 2)::INTEGER;
          IF slot >= first_slot AND n > 0 THEN
            slots := slots || slot;
            counts := counts || n;
            total := total + n;
          END IF;
        END LOOP;
        ok := total < p_limit;
        IF ok THEN
          i := array_position(slots, cur);
          IF i IS NULL THEN
            slots := slots || cur;
            counts := counts || 1;
          ELSE
            counts[i] := counts[i] + 1;
          END IF;
          total := total + 1;
        END IF;
        SELECT string_agg(s || ':' || c, ',' ORDER BY s), min(s), max(s) INTO kept, oldest, newest
          FROM unnest(slots, counts) AS u(s, c);
        UPDATE rate_slots
          SET slots = coalesce(kept, ''), last_hit = CASE WHEN newest IS NULL THEN 0 ELSE (newest + 1) * width - 1 END
          WHERE bucket = p_bucket;
        RETURN QUERY SELECT ok, greatest(0, p_limit - total),
          greatest(1, ceil(((coalesce(oldest, cur) + 1) * width + p_window - p_now)::numeric / 1000))::INTEGER;
      END $$;`,
  },
  {
    id: 7,
    name: 'study groups: members, invites, the studies and notes shared in a group, and who did what',
    sqlite: GROUPS_SQL('INTEGER'),
    postgres: GROUPS_SQL('BIGINT'),
  },
  {
    id: 8,
    name: "reading together: a group's live session (leader, place, sequence) and who has a stream open",
    sqlite: LIVE_SQL('INTEGER'),
    postgres: LIVE_SQL('BIGINT'),
  },
];

/**
 * Migration 8's tables (issue 46 §2; src/server/live/). One row a group, kept when the session
 * ends (ended_at) so its seq only grows; presence: a member's last sign of an open stream.
 */
function LIVE_SQL(time: 'INTEGER' | 'BIGINT') {
  return `
    CREATE TABLE live_sessions (
      group_id TEXT PRIMARY KEY REFERENCES study_groups(id) ON DELETE CASCADE,
      seq ${time} NOT NULL, leader_id TEXT, book TEXT, chapter INTEGER, verse INTEGER,
      started_at ${time}, updated_at ${time} NOT NULL, ended_at ${time});
    CREATE TABLE live_presence (
      group_id TEXT NOT NULL REFERENCES study_groups(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, seen_at ${time} NOT NULL,
      PRIMARY KEY (group_id, user_id));`;
}

/**
 * Migration 5's tables, the same in both dialects but for the integer type of times (epoch ms).
 * Every row of an account names its user and goes with it (ON DELETE CASCADE): deleting the user
 * deletes everything the account holds. Tokens and secrets are stored as SHA-256 hashes.
 */
function ACCOUNTS_SQL(time: 'INTEGER' | 'BIGINT') {
  return `
    CREATE TABLE users (
      id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
      language TEXT NOT NULL, email_confirmed_at ${time}, created_at ${time} NOT NULL,
      updated_at ${time} NOT NULL, totp_secret TEXT, totp_pending TEXT, totp_enabled_at ${time},
      totp_last_step ${time} NOT NULL DEFAULT 0, recovery_codes TEXT NOT NULL DEFAULT '',
      library_seq ${time} NOT NULL DEFAULT 0);
    CREATE TABLE auth_sessions (
      id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      access_hash TEXT NOT NULL, access_expires_at ${time} NOT NULL,
      refresh_hash TEXT NOT NULL, previous_refresh_hash TEXT, rotated_at ${time} NOT NULL,
      expires_at ${time} NOT NULL, created_at ${time} NOT NULL, last_seen_at ${time} NOT NULL,
      device TEXT NOT NULL, ip TEXT NOT NULL, method TEXT NOT NULL,
      revoked_at ${time}, revoked_reason TEXT);
    CREATE INDEX auth_sessions_user ON auth_sessions (user_id);
    CREATE TABLE auth_tokens (
      hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL, expires_at ${time} NOT NULL, used_at ${time}, created_at ${time} NOT NULL);
    CREATE INDEX auth_tokens_user ON auth_tokens (user_id, kind);
    CREATE TABLE passkeys (
      id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      public_key TEXT NOT NULL, counter ${time} NOT NULL, transports TEXT NOT NULL, name TEXT NOT NULL,
      created_at ${time} NOT NULL, last_used_at ${time});
    CREATE INDEX passkeys_user ON passkeys (user_id);
    CREATE TABLE auth_challenges (
      id TEXT PRIMARY KEY, user_id TEXT REFERENCES users(id) ON DELETE CASCADE, kind TEXT NOT NULL,
      challenge TEXT NOT NULL, expires_at ${time} NOT NULL);
    CREATE TABLE auth_throttles (
      bucket TEXT PRIMARY KEY, failures INTEGER NOT NULL, last_failure ${time} NOT NULL,
      locked_until ${time} NOT NULL);
    CREATE TABLE auth_events (
      id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL, at ${time} NOT NULL, ip TEXT NOT NULL, device TEXT NOT NULL);
    CREATE INDEX auth_events_user ON auth_events (user_id, at);
    CREATE TABLE library_records (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, kind TEXT NOT NULL,
      record_id TEXT NOT NULL, body TEXT, updated_at TEXT NOT NULL, deleted INTEGER NOT NULL,
      rev ${time} NOT NULL, PRIMARY KEY (user_id, kind, record_id));
    CREATE INDEX library_records_rev ON library_records (user_id, rev);`;
}

/**
 * Migration 7's tables (issue 46; src/server/groups/). A member's rows go with the account (ON
 * DELETE CASCADE), a group's with the group. An invite's code is stored as its SHA-256.
 */
function GROUPS_SQL(time: 'INTEGER' | 'BIGINT') {
  return `
    CREATE TABLE study_groups (id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at ${time} NOT NULL);
    CREATE TABLE group_members (
      group_id TEXT NOT NULL REFERENCES study_groups(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name TEXT NOT NULL, role TEXT NOT NULL, joined_at ${time} NOT NULL,
      PRIMARY KEY (group_id, user_id));
    CREATE INDEX group_members_user ON group_members (user_id);
    CREATE TABLE group_invites (
      id TEXT PRIMARY KEY, group_id TEXT NOT NULL REFERENCES study_groups(id) ON DELETE CASCADE,
      code_hash TEXT NOT NULL UNIQUE, created_by TEXT NOT NULL, created_at ${time} NOT NULL,
      expires_at ${time} NOT NULL, revoked_at ${time});
    CREATE INDEX group_invites_group ON group_invites (group_id);
    CREATE TABLE group_studies (
      group_id TEXT NOT NULL REFERENCES study_groups(id) ON DELETE CASCADE, id TEXT NOT NULL,
      title TEXT NOT NULL, language TEXT NOT NULL, payload TEXT NOT NULL, shared_by TEXT NOT NULL, shared_by_name TEXT NOT NULL, shared_at ${time} NOT NULL,
      PRIMARY KEY (group_id, id));
    CREATE TABLE group_notes (
      id TEXT PRIMARY KEY, group_id TEXT NOT NULL REFERENCES study_groups(id) ON DELETE CASCADE,
      author_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, author_name TEXT NOT NULL,
      passage TEXT NOT NULL,
      text TEXT NOT NULL, created_at ${time} NOT NULL);
    CREATE INDEX group_notes_group ON group_notes (group_id, created_at);
    CREATE TABLE group_events (
      id TEXT PRIMARY KEY, group_id TEXT NOT NULL REFERENCES study_groups(id) ON DELETE CASCADE,
      actor_id TEXT NOT NULL, actor_name TEXT NOT NULL, kind TEXT NOT NULL, subject TEXT,
      at ${time} NOT NULL);
    CREATE INDEX group_events_group ON group_events (group_id, at);`;
}
