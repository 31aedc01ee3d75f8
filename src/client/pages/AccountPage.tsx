import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../components/ui/PageHeader';
import { AccountView } from '../features/account/AccountView';
import { LinkLanding } from '../features/account/LinkLanding';
import { safeNext } from '../features/groups/invite';
import { useAccount } from '../lib/account';

/** The account (issue 45): sign in or up; signed in, security and sessions; the mailed links' landings. */
export function AccountPage({ view }: { view: 'account' | 'confirm' | 'reset' }) {
  const { t } = useTranslation();
  const account = useAccount();
  // what a mailed link did (LinkLanding), said above the form it leads to
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  // a page that needed an account (a group's join link) sent the user here: signed in, back there
  const next = safeNext(useSearchParams()[0].get('next'));
  if (view === 'account' && next && account.status === 'signed-in') return <Navigate to={next} replace />;
  return (
    <div className="page account">
      <PageHeader title={t('account.title')} lead={t('account.lead')} />
      {view === 'account' ? <AccountView account={account} notice={notice} /> : <LinkLanding kind={view} />}
    </div>
  );
}
