import './zodConfig.ts'
import './styles.ts'
import { ROUTE_REDIRECTS } from '@portico/domain'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { matchRoutes, RouterProvider } from 'react-router'
import { authStore } from '../shared/auth/authStore.ts'
import { SETTINGS } from '../shared/config/settings.ts'
import { reportError } from '../shared/errorReporting/index.ts'
import { focusFirstErrorOnSubmit } from '../shared/ui/focusFirstError.ts'
import { loadAllStyles } from '../shared/ui/loadAllStyles.ts'
import { bootstrap } from './bootstrap.ts'
import { Providers } from './Providers.tsx'
import { createAppRouter, routes } from './router.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')
const root = createRoot(container, {
  onUncaughtError: (error) => {
    console.error(error)
    reportError(error)
  },
})

function mount(): void {
  const router = createAppRouter()
  // Losing the session (token cleared, logged out) re-runs the guards of the current page.
  let wasAuthenticated = authStore.getState().isAuthenticated
  authStore.subscribe(() => {
    const { isAuthenticated } = authStore.getState()
    if (wasAuthenticated && !isAuthenticated) void router.revalidate()
    wasAuthenticated = isAuthenticated
  })
  focusFirstErrorOnSubmit()
  // The rest of the stylesheet follows once the first page is up.
  setTimeout(() => void loadAllStyles(), 1000)
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}

// The page's code loads beside start-up (configuration, the session, the spec's mount delay)
// instead of after it; the router's own lazy() then finds the modules loaded.
const landing = ROUTE_REDIRECTS[window.location.pathname] ?? window.location.pathname
for (const { route } of matchRoutes(routes, landing) ?? [])
  if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined)

bootstrap()
  .then(() => setTimeout(mount, SETTINGS.mountDelayMs))
  .catch(async (error: unknown) => {
    console.error('Start-up failed', error)
    const { StartupError } = await import('./StartupError.tsx')
    root.render(
      <StrictMode>
        <StartupError />
      </StrictMode>,
    )
  })
