/** The statements of the study groups (groups.service.ts): `?` placeholders, both dialects. */
export const insertGroup = 'INSERT INTO study_groups (id, name, created_at) VALUES (?, ?, ?)';
export const deleteGroup = 'DELETE FROM study_groups WHERE id = ?';
export const group = 'SELECT name FROM study_groups WHERE id = ?';
export const groupsOf = `SELECT g.id, g.name, m.role,
    (SELECT COUNT(*) FROM group_members o WHERE o.group_id = g.id) AS members
  FROM group_members m JOIN study_groups g ON g.id = m.group_id
  WHERE m.user_id = ? ORDER BY g.name, g.id`;

export const insertMember =
  'INSERT INTO group_members (group_id, user_id, name, role, joined_at) VALUES (?, ?, ?, ?, ?)';
export const member = 'SELECT name, role FROM group_members WHERE group_id = ? AND user_id = ?';
export const members =
  'SELECT user_id, name, role, joined_at FROM group_members WHERE group_id = ? ORDER BY joined_at, user_id';
export const deleteMember = 'DELETE FROM group_members WHERE group_id = ? AND user_id = ?';
export const setRole = 'UPDATE group_members SET role = ? WHERE group_id = ? AND user_id = ?';

export const insertInvite =
  'INSERT INTO group_invites (id, group_id, code_hash, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)';
export const liveInvite =
  'SELECT group_id FROM group_invites WHERE code_hash = ? AND revoked_at IS NULL AND expires_at > ?';
export const invites =
  'SELECT id, expires_at, revoked_at FROM group_invites WHERE group_id = ? AND expires_at > ? ORDER BY created_at';
export const revokeInvite =
  'UPDATE group_invites SET revoked_at = ? WHERE id = ? AND group_id = ? AND revoked_at IS NULL';

export const insertStudy = `INSERT INTO group_studies
  (group_id, id, title, language, payload, shared_by, shared_by_name, shared_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id, id) DO NOTHING`;
export const studies =
  'SELECT id, title, language, shared_by, shared_by_name, shared_at FROM group_studies WHERE group_id = ? ORDER BY shared_at DESC, id';
export const study = 'SELECT payload FROM group_studies WHERE group_id = ? AND id = ?';

export const insertNote =
  'INSERT INTO group_notes (id, group_id, author_id, author_name, passage, text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)';
export const notes =
  'SELECT id, author_id, author_name, passage, text, created_at FROM group_notes WHERE group_id = ? ORDER BY created_at DESC, id';
export const note = 'SELECT author_id, passage FROM group_notes WHERE id = ? AND group_id = ?';
export const deleteNote = 'DELETE FROM group_notes WHERE id = ?';

export const insertEvent =
  'INSERT INTO group_events (id, group_id, actor_id, actor_name, kind, subject, at) VALUES (?, ?, ?, ?, ?, ?, ?)';
export const events =
  'SELECT actor_id, actor_name, kind, subject, at FROM group_events WHERE group_id = ? ORDER BY at DESC, id LIMIT ?';
