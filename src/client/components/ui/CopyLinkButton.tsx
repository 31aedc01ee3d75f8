import { Check, Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';

interface Props {
  url: string;
  /** icon only (a list of studies): `label` names what the link is to, for screen readers */
  compact?: boolean;
  label?: string;
}

/** How long "Link copied." stays after a copy. */
const SHOWN_MS = 4000;

/**
 * Copy link, with what became of it said beside the button and announced (a status region,
 * always present so that screen readers hear the change).
 */
export function CopyLinkButton({ url, compact = false, label }: Props) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function handleCopy() {
    const ok = await copyText(url);
    setResult(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setResult(null), ok ? SHOWN_MS : SHOWN_MS * 3);
  }

  const name = label ? t('share.copyNamed', { label }) : t('share.copy');
  return (
    <span className="copy-link">
      <button
        type="button"
        className={compact ? 'icon-button' : 'button'}
        onClick={() => void handleCopy()}
        aria-label={compact ? name : undefined}
        title={compact ? t('share.copy') : undefined}
      >
        {result === 'copied' ? <Check size={18} aria-hidden /> : <Link2 size={18} aria-hidden />}
        {!compact && <> {t('share.copy')}</>}
      </button>
      <span role="status" className={`small ${result === 'failed' ? 'error' : 'muted'}`}>
        {result === 'copied' ? t('share.copied') : result === 'failed' ? t('share.copyFailed') : ''}
      </span>
    </span>
  );
}
