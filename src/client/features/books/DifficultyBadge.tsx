import { useTranslation } from 'react-i18next';
import { difficultyOf } from './difficulty';

/** A book's study level (spec §2) as a coloured badge. */
export function DifficultyBadge({ osis }: { osis: string }) {
  const { t } = useTranslation();
  const level = difficultyOf(osis);
  return <span className={`badge level-${level}`}>{t(`studyGuides.difficulty.${level}`)}</span>;
}
