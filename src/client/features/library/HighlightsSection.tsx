import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UiLanguage } from '../../../shared/books';
import { placeLabel, placePath } from '../../lib/library/labels';
import { removeHighlight } from '../../lib/library/library';
import { useLibrary } from '../../lib/library/use-library';
import { RemoveButton } from './RemoveButton';
import { Section } from './Section';

/** Coloured passages, last coloured first, each a link back to the reader. */
export function HighlightsSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const highlights = useLibrary('highlights');
  return (
    <Section id="highlights" title={t('library.highlights.title')} count={highlights.length}>
      {highlights.length === 0 ? (
        <p className="muted">{t('library.highlights.empty')}</p>
      ) : (
        <ul className="library-list">
          {highlights.map((h) => {
            const label = placeLabel(h, lang);
            return (
              <li key={h.id}>
                <div className="library-item-main library-highlight">
                  <span
                    className={`swatch hl-${h.color}`}
                    role="img"
                    aria-label={t(`library.highlight.${h.color}`)}
                  />
                  <Link to={placePath(h)} className="library-item-title">
                    {label} · {h.translation}
                  </Link>
                </div>
                <RemoveButton label={label} onRemove={() => removeHighlight(h.id)} />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
