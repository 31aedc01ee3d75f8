import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "Page · App name" (in the UI language). */
export function usePageTitle(title: string | null | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
}
