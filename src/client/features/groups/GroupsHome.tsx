import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useAccount } from '../../lib/account';
import { ApiRequestError, errorKey } from '../../lib/api';
import { useGroupsEndpoint } from './api';
import { CreateGroupForm, JoinGroupForm } from './GroupForms';
import { SignInNeeded } from './SignInNeeded';

/** /groups: your groups (name, your role, how many members), then make one or join one by code. */
export function GroupsHome() {
  const { t } = useTranslation();
  const account = useAccount();
  const signedOut = account.status === 'signed-out';
  const list = useGroupsEndpoint(ENDPOINTS.groups, signedOut ? null : {});
  if (signedOut || (list.error instanceof ApiRequestError && list.error.status === 401))
    return <SignInNeeded text={t('groups.signedOut')} back="/groups" />;
  return (
    <>
      <section className="groups-list" aria-labelledby="groups-yours">
        <h2 id="groups-yours">{t('groups.yours')}</h2>
        {list.loading && !list.data && (
          <p className="status" role="status">
            {t('groups.loading')}
          </p>
        )}
        {list.error !== null && (
          <div className="error-box" role="alert">
            <p>{t(errorKey(list.error))}</p>
            <button type="button" className="button" onClick={list.reload}>
              {t('app.retry')}
            </button>
          </div>
        )}
        {list.data?.groups.length === 0 && <p className="muted">{t('groups.none')}</p>}
        {!!list.data?.groups.length && (
          <ul className="group-cards">
            {list.data.groups.map((g) => (
              <li key={g.id} className="card">
                <Users size={18} aria-hidden />
                <div>
                  <Link to={`/groups/${g.id}`} className="group-name">
                    {g.name}
                  </Link>
                  <p className="muted small">
                    {t(`groups.role.${g.role}`)} · {t('groups.memberCount', { count: g.members })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="groups-forms">
        <CreateGroupForm />
        <JoinGroupForm />
      </div>
    </>
  );
}
