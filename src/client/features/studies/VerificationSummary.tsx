/**
 * "What was checked": the counts of a text's verification, said plainly, and what is not checked.
 * Shown under a study and on the Check a text page.
 */
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuotationStatus, StudyReference, Verification } from '../../../shared/api';
import { VERIFY_MAX_CITED_VERSES, VERIFY_MAX_QUOTE_WORDS } from '../../../shared/limits';

interface Props {
  references: StudyReference[];
  quotations: { status: QuotationStatus }[];
  translations: string[];
  hints?: Verification['hints'];
  /** quotations in a language no installed Bible is in */
  unchecked?: number;
  /** quotations left unchecked because the text asked for more comparing than one check does */
  capped?: number;
}

export function VerificationSummary({
  references,
  quotations,
  translations,
  hints = [],
  unchecked = 0,
  capped = 0,
}: Props) {
  const { t, i18n } = useTranslation();
  const count = (s: QuotationStatus) => quotations.filter((q) => q.status === s).length;
  return (
    <section className="verification-summary" aria-labelledby="verification-title">
      <h4 id="verification-title">
        <ShieldCheck size={18} aria-hidden /> {t('verify.summaryTitle')}
      </h4>
      <ul>
        <li>
          {t('verify.summaryReferences', {
            total: references.length,
            invalid: references.filter((r) => !r.valid).length,
          })}
        </li>
        <li>
          {t('verify.summaryQuotations', {
            total: quotations.length,
            translations: translations.join(', '),
            exact: count('exact'),
            close: count('close'),
            misquoted: count('misquoted'),
            misattributed: count('misattributed'),
            unattributed: count('unattributed'),
          })}
        </li>
        {count('overlong') > 0 && (
          <li>
            {t('verify.summaryOverlong', {
              count: count('overlong'),
              max: VERIFY_MAX_CITED_VERSES.toLocaleString(i18n.language),
            })}
          </li>
        )}
        {unchecked > 0 && <li>{t('verify.summaryUnchecked', { count: unchecked })}</li>}
        {capped > 0 && (
          <li>
            {t('verify.summaryCapped', {
              count: capped,
              max: VERIFY_MAX_QUOTE_WORDS.toLocaleString(i18n.language),
            })}
          </li>
        )}
        {hints.length > 0 && (
          <li>{t('verify.summaryHints', { count: hints.length, person: hints[0].person })}</li>
        )}
      </ul>
      <p className="muted small">{t('verify.summaryRule')}</p>
    </section>
  );
}
