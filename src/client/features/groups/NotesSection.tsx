import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupDetail } from '../../../shared/api';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { lookup } from '../../lib/lookup';
import { groupsRequest } from './api';
import { ConfirmButton } from './Confirm';
import { groupDate, passageOf } from './format';
import { ShownError, useAction } from './use-action';

/**
 * Notes on passages, newest first, each with its author and date. A new note's passage is read
 * by the app's reference parser (GET /api/lookup, in the user's language) and kept as OSIS, so
 * every member sees it named in their own language; its author deletes it, and so may the owner.
 */
export function NotesSection({
  group,
  me,
  changed,
}: {
  group: GroupDetail;
  me: string;
  changed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [passage, setPassage] = useState('');
  const [text, setText] = useState('');
  const add = useAction();
  const remove = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void add
      .run(async () => {
        const found = await lookup(passage.trim(), lang);
        if (found.kind !== 'reference')
          throw new ShownError(t('groups.notes.notAPassage', { passage: passage.trim() }));
        await groupsRequest(ENDPOINTS.groupNotes, {
          params: { id: group.id },
          body: { passage: found.reference.osis, text: text.trim() },
        });
      })
      .then((ok) => {
        if (!ok) return;
        setPassage('');
        setText('');
        changed();
      });
  };
  return (
    <section className="group-section" aria-labelledby="group-notes">
      <h2 id="group-notes">{t('groups.notes.title')}</h2>
      <form className="account-form" onSubmit={submit}>
        <label>
          {t('groups.notes.passage')}
          <input required maxLength={80} value={passage} onChange={(e) => setPassage(e.target.value)} />
          <span className="muted">{t('groups.notes.passageHint')}</span>
        </label>
        <label>
          {t('groups.notes.text')}
          <textarea
            required
            maxLength={4000}
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        {add.error && (
          <p role="alert" className="error">
            {add.error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={add.busy}>
          {t('groups.notes.add')}
        </button>
      </form>
      {remove.error && (
        <p role="alert" className="error">
          {remove.error}
        </p>
      )}
      {group.notes.length === 0 ? (
        <p className="muted">{t('groups.notes.none')}</p>
      ) : (
        <ul className="group-rows group-notes">
          {group.notes.map((n) => {
            const place = passageOf(n.passage, lang);
            return (
              <li key={n.id}>
                <div>
                  <strong>{place.to ? <Link to={place.to}>{place.label}</Link> : place.label}</strong>{' '}
                  <span className="muted small">
                    {t('groups.notes.by', { name: n.author.name, date: groupDate(n.createdAt, lang) })}
                  </span>
                  <p className="group-note-text">{n.text}</p>
                </div>
                {(n.author.id === me || group.role === 'owner') && (
                  <ConfirmButton
                    label={t('groups.notes.delete')}
                    question={t('groups.notes.deleteQuestion', { passage: place.label })}
                    confirm={t('groups.notes.deleteConfirm')}
                    busy={remove.busy}
                    onConfirm={() =>
                      void remove
                        .run(() =>
                          groupsRequest(ENDPOINTS.groupNote, { params: { id: group.id, noteId: n.id } }),
                        )
                        .then((ok) => ok && changed())
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
