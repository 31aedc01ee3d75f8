import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A button whose action is asked again before it is done (leave, remove, hand on, revoke,
 * delete): the question replaces it, focus goes to the confirming button, Cancel brings it back.
 */
export function ConfirmButton({
  label,
  question,
  confirm,
  onConfirm,
  busy,
}: {
  label: ReactNode;
  question: string;
  confirm: string;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking)
    return (
      <button ref={opener} type="button" className="button small" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span>{question}</span>{' '}
      <button
        ref={yes}
        type="button"
        className="button small danger"
        disabled={busy}
        onClick={() => {
          onConfirm();
          setAsking(false);
        }}
      >
        {confirm}
      </button>{' '}
      <button type="button" className="button small" onClick={() => setAsking(false)}>
        {t('groups.cancel')}
      </button>
    </span>
  );
}
