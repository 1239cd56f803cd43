import { AppShell, useComputedColorScheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { SETTINGS } from '../config/settings.ts'
import { useStore } from '../lib/useStore.ts'
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
  /** Floating elements such as the feedback button. */
  floating?: ReactNode
}

const SideOverlay = lazy(() => import('./SideOverlay.tsx'))

const DESKTOP_QUERY = `(min-width: ${SETTINGS.desktopMinWidthPx}px)`

/** Spec 2 backend layout: header, sidebar, side overlay and footer around the page. */
export function BackendLayout({ overlayContent, floating }: Props) {
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
  const areaProps = (style: 'light' | 'dark') =>
    style === 'dark' && !dark ? { className: classes.darkArea, 'data-mantine-color-scheme': 'dark' } : {}

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: mini ? 72 : 260,
        breakpoint: SETTINGS.desktopMinWidthPx,
        collapsed: { desktop: !layout.sidebarDesktopOpen, mobile: !layout.sidebarMobileOpen },
      }}
      padding="md"
      transitionDuration={resizing ? 0 : 200}
      data-resizing={resizing || undefined}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header {...areaProps(headerStyle)} data-testid="header">
        <AppHeader desktop={desktop} />
      </AppShell.Header>
      <AppShell.Navbar
        {...areaProps(sidebarStyle)}
        className={[areaProps(sidebarStyle).className, classes.navbar, mini ? classes.mini : undefined]
          .filter(Boolean)
          .join(' ')}
        style={resizing ? { transition: 'none' } : undefined}
      >
        <Sidebar mini={mini} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" pb={72} style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1 }}>
          <Outlet />
        </div>
        <AppFooter />
      </AppShell.Main>
      {overlayWanted ? (
        <Suspense fallback={null}>
          <SideOverlay content={overlayContent} />
        </Suspense>
      ) : null}
      {floating}
    </AppShell>
  )
}
