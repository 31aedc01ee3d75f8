import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pagePath } from '../../shared/routes';
import { PageHeader } from '../components/ui/PageHeader';
import { StudyGenerator } from '../features/studies/StudyGenerator';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { useEndpoint } from '../lib/api-client';

/** Spec §2 "Character studies": pick a character and a method, generate, download. */
export function CharacterStudiesPage() {
  const { t, i18n } = useTranslation();
  const characters = useEndpoint(ENDPOINTS.characters, { query: { lang: i18n.language } });
  const [params] = useSearchParams();
  const options = useMemo(
    () => characters.data?.map((c) => ({ id: c.id, name: c.name, detail: c.description })) ?? null,
    [characters.data],
  );
  return (
    <div className="page">
      <PageHeader title={t('nav.characterStudies')} lead={t('characterStudies.subtitle')} />
      <StudyGenerator
        kind="character"
        options={options}
        optionsError={characters.error ? t('study.loadFailed') : null}
        initialSubjectId={params.get('character')}
        subjectLink={(id) => {
          const person = characters.data?.find((c) => c.id === id)?.person;
          return person ? { to: pagePath('person', { id: person }), label: t('people.title') } : null;
        }}
      />
    </div>
  );
}
