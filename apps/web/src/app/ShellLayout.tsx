import { FeedbackButton } from '../features/feedback/components/FeedbackButton.tsx'
import { BackendLayout } from '../shared/layout/BackendLayout.tsx'

const overlayContent = () => import('../features/overlay/SideOverlayContent.tsx')

/** The backend layout with the feature pieces it hosts: side overlay body and the feedback button. */
export function ShellLayout() {
  return <BackendLayout overlayContent={overlayContent} floating={<FeedbackButton />} />
}
