/**
 * What the Word export adds to a study (issue 15): the study's checks, flagged in the text as the
 * page flags them and in the page's words (study-marks.ts), and a closing verification note —
 * the counts, each misquote with the true text and each reference that does not exist. Pure:
 * the export and its test share it.
 */
import type { Study } from '../../../shared/api';
import { splitOsisList } from '../../../shared/reference/osis';
import { VERIFY_MAX_CITED_VERSES } from '../../../shared/limits';
import { flagWords, type Checks, type FlagWords } from './study-marks';

type T = (key: string, values?: Record<string, unknown>) => string;

export interface VerificationNote {
  title: string;
  /** the closing note, a paragraph a line; none when empty */
  lines: string[];
  /** what the page marks in the text */
  checks: Checks;
  /** the page's words for each mark */
  words: FlagWords;
}

/**
 * The study's checks and note. A study cached before quotations were verified has its
 * references checked only: those are flagged (as the page does) and there is no closing note.
 */
export function verificationNoteFor(study: Study, t: T): VerificationNote {
  const v = study.verification;
  if (!v)
    return {
      title: '',
      lines: [],
      checks: { references: study.references, quotations: [], hints: [] },
      words: flagWords(t),
    };
  const refText = (osis: string | null) => {
    const first = osis === null ? undefined : splitOsisList(osis)[0];
    return study.references.find((r) => r.osis === first)?.text ?? osis ?? '';
  };
  const count = (s: string) => v.quotations.filter((q) => q.status === s).length;
  const words = flagWords(t);
  const lines = [
    t('verify.summaryReferences', {
      total: study.references.length,
      invalid: study.references.filter((r) => !r.valid).length,
    }),
    t('verify.summaryQuotations', {
      total: v.quotations.length,
      translations: v.translations.join(', '),
      exact: count('exact'),
      close: count('close'),
      misquoted: count('misquoted'),
      misattributed: count('misattributed'),
      unattributed: count('unattributed'),
    }),
    ...(count('overlong')
      ? [
          t('verify.summaryOverlong', {
            count: count('overlong'),
            max: VERIFY_MAX_CITED_VERSES.toLocaleString(study.language),
          }),
        ]
      : []),
    ...(v.unchecked ? [t('verify.summaryUnchecked', { count: v.unchecked })] : []),
    ...(v.hints.length
      ? [t('verify.summaryHints', { count: v.hints.length, person: v.hints[0].person })]
      : []),
    ...v.quotations
      .filter((q) => q.status === 'misquoted')
      // no true text (the cited passage does not exist): said as such, never printed as Scripture
      .map(
        (q) =>
          (q.expected === null
            ? t('verify.noteMisquoteNoPassage', { reference: refText(q.osis), quote: q.quote })
            : t('verify.noteMisquote', {
                reference: refText(q.osis),
                quote: q.quote,
                translation: q.translation ?? '',
                expected: q.expected,
              })) + (q.found ? ` ${words.found(q, study.language)}` : ''),
      ),
    ...v.quotations
      .filter((q) => q.status === 'misattributed')
      .map((q) =>
        t('verify.noteMisattributed', {
          reference: refText(q.osis),
          quote: q.quote,
          status: words.quote(q, study.language),
        }),
      ),
    ...study.references.filter((r) => !r.valid).map((r) => t('verify.noteInvalid', { reference: r.text })),
    t('verify.summaryRule'),
  ];
  return {
    title: t('verify.noteTitle'),
    lines,
    checks: { references: study.references, quotations: v.quotations, hints: v.hints },
    words,
  };
}
