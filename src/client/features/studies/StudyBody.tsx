/**
 * A finished study as both the generator (StudyResult) and a study read again (SavedStudy) show
 * it: the incomplete notice, the text with its checks, the checks' summary and the study's link.
 */
import { useTranslation } from 'react-i18next';
import type { Study } from '../../../shared/api';
import { ShareLink } from '../../components/ui/ShareLink';
import { StudyView } from './StudyView';
import { VerificationSummary } from './VerificationSummary';

interface Props {
  study: Study;
  /** `alert` right after generating it; `note` when it is read again */
  incompleteRole: 'alert' | 'note';
  /** the level of the study's own headings (StudyView) */
  headingLevel?: 3 | 4;
}

export function StudyBody({ study, incompleteRole, headingLevel }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {study.incomplete && (
        <div className="error-box" role={incompleteRole}>
          {t('verify.incomplete')}
        </div>
      )}
      <div lang={study.language}>
        <StudyView
          text={study.text}
          references={study.references}
          translation={study.translation}
          quotations={study.verification?.quotations}
          hints={study.verification?.hints}
          headingLevel={headingLevel}
        />
      </div>
      {study.verification && (
        <VerificationSummary
          references={study.references}
          quotations={study.verification.quotations}
          translations={study.verification.translations}
          hints={study.verification.hints}
          unchecked={study.verification.unchecked}
        />
      )}
      {study.id && <ShareLink id={study.id} />}
    </>
  );
}
