import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LexiconEntry } from '../../../shared/api';

/**
 * How the translation renders the entry: the renderings that say what it means, and behind a
 * button the minor ones (function words, rare tagging artefacts; docs/data.md, "Renderings").
 */
export function Renderings({ entry, textLang }: { entry: LexiconEntry; textLang: string }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const minor = entry.renderings.filter((r) => r.minor).length;
  const shown = all ? entry.renderings : entry.renderings.filter((r) => !r.minor);
  return (
    <section className="card" aria-labelledby="renderings-title">
      <h3 id="renderings-title">{t('wordStudy.renderings', { translation: entry.translation })}</h3>
      <ul className="renderings" id="renderings-list" lang={textLang}>
        {shown.map((r) => (
          <li key={r.word} className="badge">
            {r.word} ×{r.count}
          </li>
        ))}
      </ul>
      {minor > 0 && (
        <button
          type="button"
          className="link-button renderings-toggle"
          aria-expanded={all}
          aria-controls="renderings-list"
          onClick={() => setAll(!all)}
        >
          {all ? t('searchNav.fewerRenderings') : t('searchNav.moreRenderings', { count: minor })}
        </button>
      )}
    </section>
  );
}
