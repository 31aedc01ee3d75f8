import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { usePageState } from '../hooks/use-page-state';
import { SIDEBAR, useSidebarPrefs } from '../hooks/use-sidebar-prefs';
import { OfflineNotice } from './OfflineNotice';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { UpdatePrompt } from './UpdatePrompt';

/** The app shell: sidebar, top bar and the routed page. */
export function Layout() {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const prefs = useSidebarPrefs();
  const { pathname } = useLocation();
  // an open overlay closes on a change of route and when the window reaches desktop size
  const [overlayOpen, setOverlayOpen] = usePageState(false, isDesktop);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const offset = isDesktop ? (prefs.collapsed ? SIDEBAR.collapsedWidth : prefs.width) : 0;
  return (
    <div className="shell" style={{ '--sidebar-offset': `${offset}px` } as React.CSSProperties}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Sidebar
        overlay={!isDesktop}
        open={overlayOpen}
        onClose={() => setOverlayOpen(false)}
        width={prefs.width}
        collapsed={prefs.collapsed}
        onResize={prefs.setWidth}
        onCollapsedChange={prefs.setCollapsed}
      />
      {!isDesktop && overlayOpen && (
        <div className="backdrop" aria-hidden onClick={() => setOverlayOpen(false)} />
      )}
      <div className="main-column">
        <TopBar isDesktop={isDesktop} onOpenSidebar={() => setOverlayOpen(true)} />
        <main id="main" tabIndex={-1}>
          <OfflineNotice />
          <Suspense
            fallback={
              <p className="status" role="status">
                {t('app.loading')}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
      <UpdatePrompt />
    </div>
  );
}
