import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../../shared/routes';
import { CopyLinkButton } from './CopyLinkButton';

/** A kept study's address (`/studies/:id`), whole, as it is pasted elsewhere. */
export const studyLink = (id: string) => `${window.location.origin}${pagePath('sharedStudy', { id })}`;

/**
 * Under a study that the server keeps: its link, to open or to copy and send. The link opens the
 * same study read-only in any browser (GET /api/studies/:id).
 */
export function ShareLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const url = studyLink(id);
  return (
    <div className="share-link" role="group" aria-labelledby={labelId}>
      <p className="share-link-label" id={labelId}>
        {t('share.linkLabel')}
      </p>
      <div className="share-link-row">
        <Link to={pagePath('sharedStudy', { id })} className="share-link-url" translate="no">
          {url}
        </Link>
        <CopyLinkButton url={url} />
      </div>
      <p className="muted small">{t('share.linkHint')}</p>
    </div>
  );
}
