import { useLayoutEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { NavigationProgress } from '../shared/layout/NavigationProgress.tsx'
import { usePageTitle } from '../shared/routing/usePageTitle.ts'

/** Shared by every route: title, scroll to top on every navigation, navigation progress bar. */
export function RootLayout() {
  const location = useLocation()
  usePageTitle()
  useLayoutEffect(() => {
    if (location.key) window.scrollTo({ top: 0, left: 0 })
  }, [location.key])
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  )
}
