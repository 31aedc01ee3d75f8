import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useAccount } from '../../lib/account';
import { groupsRequest } from './api';
import { JoinGroupForm } from './GroupForms';
import { displayCode, inviteCodeFrom, joinPath } from './invite';
import { SignInNeeded } from './SignInNeeded';
import { useAction } from './use-action';

/**
 * /groups/join/CODE, the link an owner sends: signed in, it joins at once and opens the group;
 * signed out, it says so and links to sign in, which comes back here to join. A code that fails
 * is said, with the join form to try another.
 */
export function JoinLanding({ code }: { code: string }) {
  const { t } = useTranslation();
  const account = useAccount();
  const navigate = useNavigate();
  const valid = inviteCodeFrom(code);
  const { error, run } = useAction();
  const asked = useRef(false);
  const signedOut = account.status === 'signed-out';
  useEffect(() => {
    if (signedOut || !valid || asked.current) return;
    asked.current = true;
    void run(async () => {
      const joined = await groupsRequest(ENDPOINTS.joinGroup, { body: { code: valid } });
      void navigate(`/groups/${joined.id}`, { replace: true });
    });
  }, [signedOut, valid, run, navigate]);

  if (signedOut)
    return (
      <SignInNeeded text={t('groups.join.signedOut', { code: displayCode(code) })} back={joinPath(code)} />
    );
  if (valid && !error)
    return (
      <p className="status" role="status">
        {t('groups.join.joining')}
      </p>
    );
  return (
    <>
      <p role="alert" className="error">
        {error ?? t('apiErrors.group_invite_code_invalid')}
      </p>
      <JoinGroupForm initialCode={code} />
    </>
  );
}
