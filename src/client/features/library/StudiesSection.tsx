import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyLinkButton } from '../../components/ui/CopyLinkButton';
import { studyLink } from '../../components/ui/ShareLink';
import { LANGUAGES } from '../../i18n';
import { removeStudy, restore } from '../../lib/library/library';
import type { SavedStudy } from '../../lib/library/records';
import { useLibrary } from '../../lib/library/use-library';
import { RemoveButton } from './RemoveButton';
import { Section } from './Section';
import { UndoBar } from './UndoBar';
import { useRemoval } from './use-removal';

/**
 * The studies the user generated, newest first: each reopens read-only, has its link copied (when
 * the server keeps it: studies saved before then have none), or is removed (with Undo).
 */
export function StudiesSection() {
  const { t, i18n } = useTranslation();
  const studies = useLibrary('studies');
  const removal = useRemoval<SavedStudy>((s) => restore('studies', s));
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Section id="studies" title={t('library.studies.title')} count={studies.length}>
      <UndoBar removal={removal} />
      {studies.length === 0 ? (
        <p className="muted">
          {t('library.studies.empty')} <Link to="/character-studies">{t('nav.characterStudies')}</Link>
          {' · '}
          <Link to="/concordance">{t('nav.topicalStudies')}</Link>
        </p>
      ) : (
        <ul className="library-list">
          {studies.map((s) => {
            const label = `${s.study.subject.name} - ${s.study.method.studyname}`;
            return (
              <li key={s.id}>
                <div className="library-item-main">
                  <Link
                    to={`/library/studies/${s.id}`}
                    className="library-item-title"
                    lang={s.study.language}
                  >
                    {label}
                  </Link>
                  <span className="muted small">
                    {LANGUAGES.find((l) => l.code === s.study.language)?.name} ·{' '}
                    {t('library.studies.generatedOn', { date: date(s.study.createdAt) })}
                  </span>
                </div>
                {s.study.id && <CopyLinkButton url={studyLink(s.study.id)} compact label={label} />}
                <RemoveButton
                  label={label}
                  onRemove={() => removal.remove(s, label, () => removeStudy(s.id))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
