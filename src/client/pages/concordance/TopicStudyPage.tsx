import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { StudyGenerator } from '../../features/studies/StudyGenerator';
import { ApiRequestError } from '../../lib/api';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

/** Bible topic study (the concordance landing): a Nave's topic and one of the six topic methods. */
export function TopicStudyPage() {
  const { t, i18n } = useTranslation();
  // named in the reader's language where content/ has a name (« Amour »), Nave's English beneath
  // it, and found by either; an entry that only points elsewhere says where ("Trust → Faith")
  const topics = useEndpoint(ENDPOINTS.topics, { query: { limit: 10000, lang: i18n.language } });
  const options = useMemo(
    () =>
      topics.data?.topics.map((x) => {
        const name = x.see ? `${x.name ?? x.bibletopic} → ${x.see}` : (x.name ?? x.bibletopic);
        return x.name
          ? { id: String(x.id), name, detail: x.bibletopic, keywords: x.bibletopic }
          : { id: String(x.id), name };
      }) ?? null,
    [topics.data],
  );
  const error = topics.error
    ? t('study.topicsFailed', {
        message: topics.error instanceof ApiRequestError ? topics.error.message : t('study.unknownError'),
      })
    : null;
  return (
    <div className="page">
      <PageHeader title={t('concordance.topicTitle')} lead={t('concordance.topicSubtitle')} />
      <StudyGenerator kind="topic" options={options} optionsError={error} />
    </div>
  );
}
