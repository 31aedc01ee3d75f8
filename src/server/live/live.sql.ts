/** The statements of reading together (live.service.ts): `?` placeholders, both dialects. */
export const state = `SELECT s.seq, s.leader_id, m.name AS leader_name, s.book, s.chapter, s.verse,
    s.started_at, s.updated_at, s.ended_at
  FROM live_sessions s LEFT JOIN group_members m ON m.group_id = s.group_id AND m.user_id = s.leader_id
  WHERE s.group_id = ?`;
export const session = 'SELECT seq, leader_id, ended_at FROM live_sessions WHERE group_id = ?';
export const insertSession = `INSERT INTO live_sessions
  (group_id, seq, leader_id, book, chapter, verse, started_at, updated_at, ended_at)
  VALUES (?, 1, ?, ?, ?, ?, ?, ?, NULL)`;
export const restart = `UPDATE live_sessions SET seq = seq + 1, leader_id = ?, book = ?, chapter = ?,
  verse = ?, started_at = ?, updated_at = ?, ended_at = NULL WHERE group_id = ?`;
export const move = `UPDATE live_sessions SET seq = seq + 1, book = ?, chapter = ?, verse = ?, updated_at = ?
  WHERE group_id = ? AND ended_at IS NULL AND leader_id = ?`;
/** a new leader only if the session is as it was read (seq): two processes sweeping hand it on once */
export const lead = `UPDATE live_sessions SET seq = seq + 1, leader_id = ?, updated_at = ?
  WHERE group_id = ? AND seq = ? AND ended_at IS NULL`;
export const end = `UPDATE live_sessions SET seq = seq + 1, leader_id = NULL, updated_at = ?, ended_at = ?
  WHERE group_id = ? AND seq = ? AND ended_at IS NULL`;
export const memberIds = 'SELECT user_id FROM group_members WHERE group_id = ?';
export const isMember = 'SELECT 1 AS ok FROM group_members WHERE group_id = ? AND user_id = ?';
/** the first member (by joining) other than the leader with a stream seen since the given time */
export const nextPresent = `SELECT m.user_id FROM group_members m
  JOIN live_presence p ON p.group_id = m.group_id AND p.user_id = m.user_id
  WHERE m.group_id = ? AND m.user_id <> ? AND p.seen_at >= ?
  ORDER BY m.joined_at, m.user_id LIMIT 1`;
/** active sessions started before the given time whose leader has no stream seen since it */
export const leaderless = `SELECT s.group_id, s.seq, s.leader_id FROM live_sessions s
  LEFT JOIN live_presence p ON p.group_id = s.group_id AND p.user_id = s.leader_id
  WHERE s.ended_at IS NULL AND s.started_at < ? AND (p.seen_at IS NULL OR p.seen_at < ?)`;
export const touch = `INSERT INTO live_presence (group_id, user_id, seen_at) VALUES (?, ?, ?)
  ON CONFLICT (group_id, user_id) DO UPDATE SET seen_at = excluded.seen_at`;
