import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown } from 'lucide-react';
import { Flag } from '../components/ui/Flag';
import { LANGUAGES, loadMenuFont, menuFontReady, setLanguage } from '../i18n';

/** The language dropdown: code, name and flag of each language (spec §2, §4). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  const code = current.code.toUpperCase();
  // true from a click until the menu opens; an Escape, a second click or a press outside cancels it
  const opening = useRef(false);

  // The menu names Telugu in Telugu: it opens once that face is there (fetched when the button is
  // pointed at or focused, so at once on a desktop; a tap waits for ~36 KB, at most 3 s). Chromium
  // draws Telugu shaped before its face arrived as empty boxes, and keeps them after the face loads.
  async function toggle() {
    if (open) return setOpen(false);
    if (opening.current) {
      opening.current = false;
      return;
    }
    opening.current = true;
    await menuFontReady();
    if (!opening.current) return;
    opening.current = false;
    setOpen(true);
  }

  // a press outside closes the menu, or cancels one still waiting for its face
  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (root.current?.contains(e.target as Node)) return;
      opening.current = false;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);
  // an opened menu puts focus on the current language (the menu button pattern)
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  function handleKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'Escape') opening.current = false;
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
        // the name begins with what the button shows (WCAG 2.5.3, label in name): "EN — Choose language: English"
        aria-label={`${code} — ${t('language.choose')}: ${current.name}`}
        onPointerEnter={loadMenuFont}
        onPointerDown={loadMenuFont}
        onFocus={loadMenuFont}
        onClick={() => void toggle()}
      >
        <Flag code={current.flag} />
        <span className="code">{code}</span>
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
