import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown } from 'lucide-react';
import { Flag } from '../components/ui/Flag';
import { LANGUAGES, loadMenuFont, setLanguage } from '../i18n';

/** The language dropdown: code, name and flag of each language (spec §2, §4). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  // an opened menu puts focus on the current language (the menu button pattern)
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  function handleKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
    if (open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? [])];
      const i = items.indexOf(document.activeElement as HTMLButtonElement);
      items[(i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    }
  }

  return (
    <div className="language-menu" ref={root}>
      <button
        ref={button}
        type="button"
        onKeyDown={handleKeyDown}
        className="chip"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('language.choose')}: ${current.name}`}
        // the menu names Telugu in Telugu: its face is fetched before the menu opens
        onPointerEnter={loadMenuFont}
        onPointerDown={loadMenuFont}
        onFocus={loadMenuFont}
        onClick={() => setOpen((o) => !o)}
      >
        <Flag code={current.flag} />
        <span className="code">{current.code.toUpperCase()}</span>
        <ChevronDown size={14} aria-hidden />
      </button>
      {open && (
        <div
          id={listId}
          ref={menu}
          role="menu"
          tabIndex={-1}
          aria-label={t('language.label')}
          className="menu"
          onKeyDown={handleKeyDown}
        >
          {LANGUAGES.map((l) => (
            <button
              key={l.code}
              type="button"
              role="menuitemradio"
              aria-checked={l.code === current.code}
              lang={l.code}
              className="menu-item"
              onClick={() => {
                setOpen(false);
                button.current?.focus();
                void setLanguage(l.code);
              }}
            >
              <Flag code={l.flag} />
              <span className="code">{l.code.toUpperCase()}</span>
              <span>{l.name}</span>
              {l.code === current.code && <Check size={14} aria-hidden className="check" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
