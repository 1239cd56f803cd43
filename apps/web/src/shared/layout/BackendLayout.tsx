import { useComputedColorScheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { BrandSync } from '../config/brand.ts'
import { SETTINGS } from '../config/settings.ts'
import { useStore } from '../lib/useStore.ts'
import { AppearanceSync } from '../theme/AppearanceSync.tsx'
import { effectiveAreaStyle } from '../theme/themeSettings.ts'
import { themeStore } from '../theme/themeStore.ts'
import { AppFooter } from './AppFooter.tsx'
import { AppHeader } from './AppHeader.tsx'
import classes from './layout.module.css'
import { layoutStore, updateLayout } from './layoutStore.ts'
import { Sidebar } from './Sidebar.tsx'
import { useTransitionsOffWhileResizing } from './useTransitionsOffWhileResizing.ts'

type Props = {
  /** Lazily loaded side overlay body (recent activity, sales, quick settings). */
  overlayContent: () => Promise<{ default: ComponentType }>
  /** What the footer band holds at its end (the feedback button). */
  dockEnd?: ReactNode
  /** A feature's buttons in the header, beside the user menu (the notifications bell). */
  headerActions?: ReactNode
}

const SideOverlay = lazy(() => import('./SideOverlay.tsx'))

const DESKTOP_QUERY = `(min-width: ${SETTINGS.desktopMinWidthPx}px)`

/** Spec 2 backend layout: header, sidebar, side overlay and footer around the page. */
export function BackendLayout({ overlayContent, dockEnd, headerActions }: Props) {
  const { t } = useTranslation()
  const desktop = useMediaQuery(DESKTOP_QUERY, true) ?? true
  const layout = useStore(layoutStore, (state) => state)
  const theme = useStore(themeStore, (state) => state)
  const dark = useComputedColorScheme('light') === 'dark'
  const resizing = useTransitionsOffWhileResizing(SETTINGS.sidebarTransitionResumeMs)
  const { pathname } = useLocation()
  const mini = desktop && layout.sidebarMini
  // The overlay (a Drawer) is fetched the first time it is opened, then kept for its close transition.
  const [overlayWanted, setOverlayWanted] = useState(false)
  if (layout.sideOverlayOpen && !overlayWanted) setOverlayWanted(true)

  useEffect(() => {
    // A followed link closes the mobile sidebar.
    if (pathname) updateLayout({ sidebarMobileOpen: false })
  }, [pathname])

  const sidebarStyle = effectiveAreaStyle(theme.sidebarStyle, dark)
  const headerStyle = effectiveAreaStyle(theme.headerStyle, dark)
  // A dark sidebar or header while the page is light: Mantine reads the scheme from the nearest attribute.
  const area = (style: 'light' | 'dark', className = '') =>
    style === 'dark' && !dark
      ? { className: `${className} ${classes.darkArea}`, 'data-mantine-color-scheme': 'dark' as const }
      : { className }
  const sidebarOpen = desktop ? layout.sidebarDesktopOpen : layout.sidebarMobileOpen

  // A small CSS layout instead of Mantine's AppShell, which brings resizable asides, footer variables
  // and react-remove-scroll into the first bundle for a header and a sidebar.
  return (
    <div
      className={classes.shell}
      data-desktop={desktop || undefined}
      data-sidebar-open={sidebarOpen || undefined}
      data-mini={mini || undefined}
      data-resizing={resizing || undefined}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <header {...area(headerStyle, classes.header)} data-testid="header">
        <AppHeader desktop={desktop} actions={headerActions} />
      </header>
      <div
        {...area(sidebarStyle, mini ? `${classes.navbar} ${classes.mini}` : classes.navbar)}
        inert={!sidebarOpen}
        data-testid="sidebar-panel"
      >
        <Sidebar mini={mini} />
      </div>
      {!desktop && sidebarOpen ? (
        <button
          type="button"
          className={classes.backdrop}
          aria-label={t('header.toggleSidebar')}
          tabIndex={-1}
          onClick={() => updateLayout({ sidebarMobileOpen: false })}
        />
      ) : null}
      <main id="main-content" className={classes.main}>
        <Outlet />
      </main>
      {/* Docked at the bottom, in a band of its own: the footer and the feedback button never cover the page. */}
      <footer className={classes.dock} data-testid="footer">
        <AppFooter />
        {dockEnd}
      </footer>
      {overlayWanted ? (
        <Suspense fallback={null}>
          <SideOverlay content={overlayContent} />
        </Suspense>
      ) : null}
      <AppearanceSync />
      <BrandSync />
    </div>
  )
}
