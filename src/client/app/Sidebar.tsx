import { useEffect, useEffectEvent, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import {
  BookMarked,
  ChevronDown,
  Home,
  Languages,
  Mail,
  PanelLeftClose,
  PanelLeftOpen,
  X,
} from 'lucide-react';
import { QuickSearch } from '../features/quick-search/QuickSearch';
import { LazyVerseOfTheDay } from '../features/verse-of-the-day/LazyVerseOfTheDay';
import { SIDEBAR } from '../hooks/use-sidebar-prefs';
import { RESEARCH_TOOLS } from './nav-items';
import { RailTools } from './RailTools';

interface SidebarItem {
  key: string;
  title: string;
  path: string;
  icon: typeof Home;
  children?: { title: string; path: string }[];
}

const ITEMS: SidebarItem[] = [
  { key: 'home', title: 'sidebar.home', path: '/', icon: Home },
  {
    key: 'word',
    title: 'nav.wordStudies',
    path: '/research-tools',
    icon: Languages,
    children: RESEARCH_TOOLS,
  },
  {
    key: 'books',
    title: 'nav.studyGuides',
    path: '/study-guides',
    icon: BookMarked,
    children: [
      { title: 'sidebar.oldTestament', path: '/study-guides/old-testament' },
      { title: 'sidebar.newTestament', path: '/study-guides/new-testament' },
      { title: 'plans.title', path: '/study-guides/reading-plans' },
    ],
  },
  { key: 'contact', title: 'sidebar.contact', path: '/contact', icon: Mail },
];

interface SidebarProps {
  overlay: boolean;
  open: boolean;
  onClose: () => void;
  width: number;
  collapsed: boolean;
  onResize: (width: number) => void;
  onCollapsedChange: (collapsed: boolean) => void;
}

/** The sidebar (spec §2, §4): docked at 1024 px and wider, an overlay below. */
export function Sidebar({
  overlay,
  open,
  onClose,
  width,
  collapsed,
  onResize,
  onCollapsedChange,
}: SidebarProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const closeButton = useRef<HTMLButtonElement>(null);
  const iconsOnly = collapsed && !overlay;

  useEffect(() => {
    if (overlay && open) closeButton.current?.focus();
  }, [overlay, open]);
  // Escape closes the overlay wherever the focus is (the backdrop, the page behind it)
  const handleEscape = useEffectEvent((e: KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
  });
  useEffect(() => {
    if (!overlay || !open) return;
    const onKey = (e: KeyboardEvent) => handleEscape(e);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, open]);

  function handleResizeStart(e: ReactPointerEvent<HTMLDivElement>) {
    e.preventDefault();
    const handle = e.currentTarget;
    handle.setPointerCapture(e.pointerId);
    const move = (ev: PointerEvent) => onResize(ev.clientX);
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      document.body.classList.remove('resizing');
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    document.body.classList.add('resizing');
  }

  function handleResizeKey(e: React.KeyboardEvent) {
    const step = e.shiftKey ? 40 : 10;
    const next = {
      ArrowLeft: width - step,
      ArrowRight: width + step,
      Home: SIDEBAR.minWidth,
      End: SIDEBAR.maxWidth,
    }[e.key];
    if (next !== undefined) {
      e.preventDefault();
      onResize(next);
    }
  }

  if (overlay && !open) return null;
  return (
    <aside
      className={`sidebar${overlay ? ' overlay' : ''}${iconsOnly ? ' collapsed' : ''}`}
      aria-label={t('sidebar.label')}
      style={{ width: overlay ? undefined : iconsOnly ? SIDEBAR.collapsedWidth : width }}
    >
      <div className="sidebar-header">
        {overlay ? (
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label={t('sidebar.close')}
            onClick={onClose}
          >
            <X size={20} aria-hidden />
          </button>
        ) : (
          <button
            type="button"
            className="icon-button"
            aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            aria-expanded={!collapsed}
            onClick={() => onCollapsedChange(!collapsed)}
          >
            {collapsed ? <PanelLeftOpen size={20} aria-hidden /> : <PanelLeftClose size={20} aria-hidden />}
          </button>
        )}
      </div>

      <nav aria-label={t('sidebar.label')} className="sidebar-nav">
        <ul>
          {ITEMS.map((item) => {
            const Icon = item.icon;
            const isOpen = !!expanded[item.key];
            return (
              <li key={item.key}>
                <div className="sidebar-row">
                  <NavLink
                    to={item.path}
                    end={item.path === '/'}
                    title={iconsOnly ? t(item.title) : undefined}
                    aria-label={iconsOnly ? t(item.title) : undefined}
                  >
                    <Icon size={20} aria-hidden />
                    {!iconsOnly && <span>{t(item.title)}</span>}
                  </NavLink>
                  {item.children && !iconsOnly && (
                    <button
                      type="button"
                      className="icon-button small"
                      aria-expanded={isOpen}
                      aria-controls={`submenu-${item.key}`}
                      aria-label={t('sidebar.toggleSubmenu', { name: t(item.title) })}
                      onClick={() => setExpanded((s) => ({ ...s, [item.key]: !s[item.key] }))}
                    >
                      <ChevronDown size={16} aria-hidden className={isOpen ? 'rotated' : undefined} />
                    </button>
                  )}
                </div>
                {item.children && !iconsOnly && isOpen && (
                  <ul id={`submenu-${item.key}`} className="sidebar-submenu">
                    {item.children.map((c) => (
                      <li key={c.path}>
                        <NavLink to={c.path}>{t(c.title)}</NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>

      {iconsOnly ? (
        <RailTools />
      ) : (
        <>
          <QuickSearch onNavigate={overlay ? onClose : undefined} />
          <LazyVerseOfTheDay />
        </>
      )}

      {!overlay && !iconsOnly && (
        // A focusable separator with a value is the WAI-ARIA window splitter, a widget moved with
        // the arrow keys; jsx-a11y counts every separator as non-interactive, which is wrong here.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          className="resize-handle"
          role="separator"
          aria-orientation="vertical"
          aria-label={t('sidebar.resize')}
          aria-valuemin={SIDEBAR.minWidth}
          aria-valuemax={SIDEBAR.maxWidth}
          aria-valuenow={width}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the splitter, see above
          tabIndex={0}
          onPointerDown={handleResizeStart}
          onKeyDown={handleResizeKey}
        />
      )}
    </aside>
  );
}
