import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { StudyCharacter } from '../../shared/api';
import { pagePath } from '../../shared/routes';
import { PageHeader } from '../components/ui/PageHeader';
import { StudyGenerator } from '../features/studies/StudyGenerator';
import { useApi } from '../lib/use-api';

/** Spec §2 "Character studies": pick a character and a method, generate, download. */
export function CharacterStudiesPage() {
  const { t, i18n } = useTranslation();
  const characters = useApi<StudyCharacter[]>(`/api/characters?lang=${i18n.language}`);
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
