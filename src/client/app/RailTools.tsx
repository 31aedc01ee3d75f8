import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Quote, Search, X } from 'lucide-react';
import { QuickSearch } from '../features/quick-search/QuickSearch';
import { LazyVerseOfTheDay } from '../features/verse-of-the-day/LazyVerseOfTheDay';
import { usePageState } from '../hooks/use-page-state';

type Tool = 'search' | 'votd';

/**
 * The collapsed sidebar's way to what it no longer shows: a button for the quick search and one
 * for the verse of the day, each opening its panel beside the rail. The panel takes the focus
 * (the search box, or the panel itself); Escape or its close button shuts it and gives the focus
 * back to the button; a click elsewhere or a change of page shuts it too.
 */
export function RailTools() {
  const { t } = useTranslation();
  const [open, setOpen] = usePageState<Tool | null>(null);
  const [top, setTop] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const buttons = { search: useRef<HTMLButtonElement>(null), votd: useRef<HTMLButtonElement>(null) };

  useEffect(() => {
    if (!open) return;
    const box = panel.current;
    (box?.querySelector<HTMLElement>('input') ?? box)?.focus();
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      const onButton = Object.values(buttons).some((b) => b.current?.contains(target));
      if (!box?.contains(target) && !onButton) setOpen(null);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onEscape();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
    // buttons holds refs, stable across renders
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, setOpen]);

  // Escape shuts the panel wherever the focus is; from inside it, the focus goes back to its button
  const onEscape = useEffectEvent(() => {
    if (panel.current?.contains(document.activeElement)) close();
    else setOpen(null);
  });

  function toggle(tool: Tool) {
    const rect = buttons[tool].current?.getBoundingClientRect();
    setTop(Math.max(8, Math.min(rect?.top ?? 0, window.innerHeight - 320)));
    setOpen((o) => (o === tool ? null : tool));
  }
  function close() {
    const tool = open;
    setOpen(null);
    if (tool) buttons[tool].current?.focus();
  }

  const label = { search: t('sidebar.quickSearch'), votd: t('sidebar.verseOfTheDay') };
  const icon = { search: <Search size={20} aria-hidden />, votd: <Quote size={20} aria-hidden /> };
  return (
    <div className="rail-tools">
      {(['search', 'votd'] as const).map((tool) => (
        <button
          key={tool}
          ref={buttons[tool]}
          type="button"
          className="icon-button"
          title={label[tool]}
          aria-label={label[tool]}
          aria-expanded={open === tool}
          aria-controls={open === tool ? 'rail-panel' : undefined}
          onClick={() => toggle(tool)}
        >
          {icon[tool]}
        </button>
      ))}
      {open && (
        <div
          ref={panel}
          id="rail-panel"
          className="rail-panel"
          role="dialog"
          aria-label={label[open]}
          tabIndex={-1}
          style={{ top }}
        >
          <button
            type="button"
            className="icon-button small rail-panel-close"
            aria-label={t('reader.close')}
            onClick={close}
          >
            <X size={16} aria-hidden />
          </button>
          {open === 'search' ? <QuickSearch onNavigate={() => setOpen(null)} /> : <LazyVerseOfTheDay />}
        </div>
      )}
    </div>
  );
}
