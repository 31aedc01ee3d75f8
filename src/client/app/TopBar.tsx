import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BookOpen, ChevronDown, KeyRound, Menu, PanelLeftOpen, UserRound, Users, X } from 'lucide-react';
import { useAccount } from '../lib/account';
import { usePageState } from '../hooks/use-page-state';
import { useScrolled } from '../hooks/use-scrolled';
import { LanguageMenu } from './LanguageMenu';
import { OfflineIndicator } from './OfflineIndicator';
import { TOP_NAV } from './nav-items';

interface TopBarProps {
  isDesktop: boolean;
  onOpenSidebar: () => void;
}

/** Top bar: logo, navigation (submenus on hover and keyboard focus), language, profile chip. */
export function TopBar({ isDesktop, onOpenSidebar }: TopBarProps) {
  const { t } = useTranslation();
  const scrolled = useScrolled(20);
  // the mobile menu closes on a change of route and when the window reaches desktop size
  const [menuOpen, setMenuOpen] = usePageState(false, isDesktop);
  const account = useAccount();
  const name = account.status === 'signed-out' ? t('profile.guest') : account.user.email;

  return (
    <header className={`topbar${scrolled ? ' scrolled' : ''}`}>
      {!isDesktop && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('sidebar.expand')}
          onClick={onOpenSidebar}
        >
          <PanelLeftOpen size={20} aria-hidden />
        </button>
      )}
      <Link to="/" className="logo" aria-label={t('nav.home')}>
        <BookOpen size={22} aria-hidden />
        <span className="logo-text">{t('app.name')}</span>
      </Link>
      {isDesktop && (
        <nav aria-label={t('nav.mainNavigation')} className="topnav">
          <NavTree desktop />
        </nav>
      )}
      <div className="topbar-end">
        <OfflineIndicator />
        <LanguageMenu />
        {/* the chip opens the user's library (kept in this browser, synced when signed in) */}
        <NavLink
          to="/library"
          className="chip profile"
          aria-label={t('profile.openLibrary', { name })}
          title={t('profile.libraryHint')}
        >
          <UserRound size={16} aria-hidden />
          <span className="profile-name">{name}</span>
        </NavLink>
        {/* study groups (issue 46): they need the account, reached beside it */}
        <NavLink
          to="/groups"
          className="icon-button"
          aria-label={t('groups.title')}
          title={t('groups.title')}
        >
          <Users size={18} aria-hidden />
        </NavLink>
        <NavLink
          to="/account"
          className="icon-button"
          aria-label={
            account.status === 'signed-out' ? t('profile.account') : t('profile.signedIn', { email: name })
          }
          title={t('profile.account')}
        >
          <KeyRound size={18} aria-hidden />
        </NavLink>
        {!isDesktop && (
          <button
            type="button"
            className="icon-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X size={20} aria-hidden /> : <Menu size={20} aria-hidden />}
          </button>
        )}
      </div>
      {!isDesktop && menuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.mainNavigation')} className="mobile-menu">
          <NavTree desktop={false} />
        </nav>
      )}
    </header>
  );
}

/** The top navigation as a tree: on desktop, submenus that open on hover and focus (CSS). */
function NavTree({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation();
  return (
    <ul>
      {TOP_NAV.map((item) => (
        <li key={item.path} className={desktop && item.children ? 'has-submenu' : undefined}>
          <NavLink to={item.path} end={!desktop || !item.children}>
            {t(item.title)}
            {desktop && item.children && <ChevronDown size={14} aria-hidden />}
          </NavLink>
          {item.children && (
            <ul
              className={desktop ? 'submenu' : undefined}
              aria-label={desktop ? t('nav.submenu', { name: t(item.title) }) : undefined}
            >
              {item.children.map((c) => (
                <li key={c.path}>
                  <NavLink to={c.path}>{t(c.title)}</NavLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
