import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { groupsRequest } from './api';
import { inviteCodeFrom } from './invite';
import { useAction } from './use-action';

/** Make a group: its name, and optionally the name you go by in it. Opens the new group. */
export function CreateGroupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [memberName, setMemberName] = useState('');
  const { busy, error, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const body = { name: name.trim(), memberName: memberName.trim() || undefined };
      const made = await groupsRequest(ENDPOINTS.createGroup, { body });
      void navigate(`/groups/${made.id}`, { state: { invite: made.invite } });
    });
  };
  return (
    <section className="account-panel" aria-labelledby="group-create-title">
      <h2 id="group-create-title">{t('groups.create.title')}</h2>
      <form className="account-form" onSubmit={submit}>
        <label>
          {t('groups.create.name')}
          <input required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <MemberNameField value={memberName} onChange={setMemberName} />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          {t('groups.create.submit')}
        </button>
      </form>
    </section>
  );
}

/** Join with a code, typed in any case, with spaces or hyphens; a code that cannot be one is said before asking. */
export function JoinGroupForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const [memberName, setMemberName] = useState('');
  const { busy, error, setError, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const valid = inviteCodeFrom(code);
    if (!valid) return setError(t('apiErrors.group_invite_code_invalid'));
    void run(async () => {
      const body = { code: valid, memberName: memberName.trim() || undefined };
      const joined = await groupsRequest(ENDPOINTS.joinGroup, { body });
      void navigate(`/groups/${joined.id}`);
    });
  };
  return (
    <section className="account-panel" aria-labelledby="group-join-title">
      <h2 id="group-join-title">{t('groups.join.title')}</h2>
      <form className="account-form" onSubmit={submit} noValidate>
        <label>
          {t('groups.join.code')}
          <input
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            aria-invalid={!!error}
            onChange={(e) => setCode(e.target.value)}
          />
          <span className="muted">{t('groups.join.codeHint')}</span>
        </label>
        <MemberNameField value={memberName} onChange={setMemberName} />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          {t('groups.join.submit')}
        </button>
      </form>
    </section>
  );
}

function MemberNameField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('groups.memberName')}
      <input
        maxLength={60}
        autoComplete="nickname"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="muted">{t('groups.memberNameHint')}</span>
    </label>
  );
}
