import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';

const TOOLS = [
  { key: 'hebrew', path: '/research-tools/hebrew', lang: 'he', sample: 'אֱלֹהִים' },
  { key: 'greek', path: '/research-tools/greek', lang: 'el', sample: 'ἀγάπη' },
  { key: 'spanish', path: '/research-tools/spanish', lang: 'es', sample: 'fe' },
  { key: 'check', path: '/research-tools/check', lang: undefined, sample: '“…” ✓' },
  { key: 'people', path: '/research-tools/people', lang: 'en', sample: 'Ruth · Boaz · Obed' },
] as const;

/** Spec §2 Research tools: a card for each language, with three feature bullets; and Check a text (issue 15). */
export function ResearchToolsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('nav.wordStudies')} lead={t('researchTools.subtitle')} />
      <ul className="card-grid three">
        {TOOLS.map((tool) => (
          <li key={tool.key}>
            <Link to={tool.path} className="card link-card">
              <span
                className="sample"
                lang={tool.lang}
                dir={tool.lang === 'he' ? 'rtl' : undefined}
                aria-hidden
              >
                {tool.sample}
              </span>
              <h2>{t(`researchTools.${tool.key}Title`)}</h2>
              <ul className="bullets">
                {(t(`researchTools.${tool.key}Points`, { returnObjects: true }) as string[]).map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              <span className="more" aria-hidden>
                {t('researchTools.open')} →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
