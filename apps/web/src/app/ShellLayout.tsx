import { lazy, Suspense } from 'react'
import { BackendLayout } from '../shared/layout/BackendLayout.tsx'
import { Notices } from '../shared/ui/Notices.tsx'

const overlayContent = () => import('../features/dashboard/overlay/SideOverlayContent.tsx')
// Not needed for the first paint; its chunk follows right after (keeps the landing bundle small).
const FeedbackButton = lazy(async () => ({
  default: (await import('../features/feedback/components/FeedbackButton.tsx')).FeedbackButton,
}))
const NotificationBell = lazy(async () => ({
  default: (await import('../features/notifications/components/NotificationBell.tsx')).NotificationBell,
}))

/** The backend layout with the feature pieces it hosts: side overlay body, the bell, the docked feedback button, the notices. */
export function ShellLayout() {
  return (
    <>
      <BackendLayout
        overlayContent={overlayContent}
        headerActions={
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        }
        dockEnd={
          <Suspense fallback={null}>
            <FeedbackButton />
          </Suspense>
        }
      />
      <Notices />
    </>
  )
}
