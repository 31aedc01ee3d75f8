/**
 * The generator panel shared by character studies (spec §2) and topic studies: a searchable
 * subject dropdown, a method select and Generate in the left panel; the result on the right
 * (StudyResult.tsx), the request and its states in use-study-generation.ts.
 */
import { Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Study } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { SearchableSelect, type Option } from './SearchableSelect';
import { StudyResult } from './StudyResult';
import { useStudyGeneration, type SubjectKind } from './use-study-generation';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

interface Props {
  kind: SubjectKind;
  options: Option[] | null;
  /** the subject list failed to load: the message to show */
  optionsError: string | null;
  /** the subject chosen when the page opens (`?character=moses`) */
  initialSubjectId?: string | null;
  /** a link shown under the chosen subject (a character's person page), or null */
  subjectLink?: (id: string) => { to: string; label: string } | null;
}

export function StudyGenerator({ kind, options, optionsError, initialSubjectId, subjectLink }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const methods = useEndpoint(ENDPOINTS.studyMethods, { query: { for: kind, lang } });
  // a subject named by the page's address is looked up by id once the list is there
  const [chosen, setSubject] = useState<Option | null>(
    initialSubjectId ? { id: initialSubjectId, name: '' } : null,
  );
  const [methodId, setMethodId] = useState<number | null>(null);
  const [validation, setValidation] = useState<string | null>(null);
  const { generation, generate } = useStudyGeneration(kind);
  const root = useRef<HTMLDivElement>(null);

  // the lists are per language: a choice made in another language is looked up again by id
  const subject =
    chosen && options ? (options.find((o) => o.id === chosen.id) ?? null) : chosen?.name ? chosen : null;
  const link = subject && subjectLink ? subjectLink(subject.id) : null;
  const method = methods.data?.find((m) => m.id === methodId) ?? null;
  const generating = generation.state === 'generating';
  const loadError = optionsError ?? (methods.error ? t('study.loadFailed') : null);

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (!subject || !method) {
      setValidation(t(kind === 'character' ? 'study.selectBoth' : 'study.selectBothTopic'));
      return;
    }
    setValidation(null);
    void generate({
      subjectId: subject.id,
      methodId: method.id,
      language: lang,
      fresh: false,
      title: `${subject.name} - ${method.studyname}`,
    });
  }

  /** The shown study again: a new version, or the same subject and method in the interface's language. */
  function again(study: Study, fresh: boolean) {
    const name = options?.find((o) => o.id === study.subject.id)?.name ?? study.subject.name;
    const methodName =
      methods.data?.find((m) => m.id === study.method.id)?.studyname ?? study.method.studyname;
    void generate({
      subjectId: study.subject.id,
      methodId: study.method.id,
      language: fresh ? study.language : lang,
      fresh,
      title: `${name} - ${methodName}`,
    });
  }

  return (
    <div className="generator" ref={root}>
      <form className="card generator-form" onSubmit={handleSubmit} aria-label={t(`study.formLabel.${kind}`)}>
        {loadError && (
          <p className="error" role="alert">
            {loadError}
          </p>
        )}
        <SearchableSelect
          id={`${kind}-select`}
          label={t(`study.subjectLabel.${kind}`)}
          placeholder={options ? t(`study.subjectPlaceholder.${kind}`) : t('study.loading')}
          options={options ?? []}
          selected={subject}
          onChange={(o) => {
            setSubject(o);
            setValidation(null);
          }}
          noMatches={t(`study.noMatches.${kind}`)}
          clearLabel={t('study.clear')}
          toggleLabel={t('study.toggle')}
          disabled={!options}
          moreHint={(n) => t('study.moreMatches', { count: n })}
        />
        {link && (
          <p className="small">
            <Link to={link.to}>{link.label} →</Link>
          </p>
        )}
        <div className="field">
          <label htmlFor={`${kind}-method`}>{t('study.methodLabel')}</label>
          <select
            id={`${kind}-method`}
            value={methodId ?? ''}
            onChange={(e) => {
              setMethodId(e.target.value ? Number(e.target.value) : null);
              setValidation(null);
            }}
            disabled={!methods.data}
          >
            <option value="">{methods.data ? t('study.methodPlaceholder') : t('study.loading')}</option>
            {methods.data?.map((m) => (
              <option key={m.id} value={m.id}>
                {m.studyname}
              </option>
            ))}
          </select>
          {method && <p className="muted small">{method.studydescription}</p>}
        </div>
        {(validation || (!subject !== !method && !generating)) && (
          <p
            id={`${kind}-needs-both`}
            className={validation ? 'error' : 'muted small'}
            role={validation ? 'alert' : undefined}
          >
            {validation ?? t(kind === 'character' ? 'study.selectBoth' : 'study.selectBothTopic')}
          </p>
        )}
        <button type="submit" className="button primary" disabled={!subject || !method || generating}>
          <Sparkles size={18} aria-hidden /> {t('study.generate')}
        </button>
      </form>

      <StudyResult
        kind={kind}
        generation={generation}
        generatorRef={root}
        onRegenerate={() => generation.state === 'done' && again(generation.study, true)}
        onShowInLanguage={() => generation.state === 'done' && again(generation.study, false)}
        languageBusy={methods.loading || !options}
      />
    </div>
  );
}
