import { useTranslation } from 'react-i18next';
import { HistorySection } from './HistorySection';
import { OfflineBiblesSection } from './OfflineBiblesSection';
import { PlansSection } from './PlansSection';
import { BookmarksSection, NotesSection } from './PassagesSections';
import { HighlightsSection } from './HighlightsSection';
import { SettingsSection } from './SettingsSection';
import { StudiesSection } from './StudiesSection';
import { TransferSection } from './TransferSection';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

const SECTIONS = [
  'studies',
  'bookmarks',
  'notes',
  'history',
  'plans',
  'offline',
  'settings',
  'transfer',
] as const;
/** each section's title; the reading plans' and the downloaded Bibles' strings are their own blocks (plans, bibleDownload) */
const titleKey = (s: (typeof SECTIONS)[number]) =>
  s === 'plans' ? 'plans.title' : s === 'offline' ? 'bibleDownload.title' : `library.${s}.title`;

/**
 * The user's library, kept in this browser (lib/library): studies, bookmarks, notes, reading
 * history, settings, and export/import. A list of contents leads to each section.
 */
export function Library() {
  const { t } = useTranslation();
  const translations = useEndpoint(ENDPOINTS.translations, {});
  const langOf = (id: string) => translations.data?.find((tr) => tr.id === id)?.language;
  return (
    <div className="library">
      <nav className="library-contents" aria-label={t('library.contents')}>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s}>
              <a
                href={`#${s}`}
                onClick={(e) => {
                  e.preventDefault();
                  const heading = document.getElementById(`${s}-title`);
                  heading?.scrollIntoView({ block: 'start' });
                  heading?.focus({ preventScroll: true });
                  window.history.replaceState(window.history.state, '', `#${s}`);
                }}
              >
                {t(titleKey(s))}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <StudiesSection />
      <BookmarksSection langOf={langOf} />
      <NotesSection />
      <HighlightsSection />
      <HistorySection />
      <PlansSection />
      <OfflineBiblesSection translations={translations.data} />
      <SettingsSection translations={translations.data} />
      <TransferSection />
    </div>
  );
}
