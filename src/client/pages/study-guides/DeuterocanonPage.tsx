import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { DeuteroBooks } from '../../features/deuterocanon/DeuteroBooks';

/** /study-guides/deuterocanon: the deuterocanonical books, in their own group, each chapter a link. */
export function DeuterocanonPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('deuterocanon.title')} lead={t('deuterocanon.lead')} />
      <DeuteroBooks />
    </div>
  );
}
