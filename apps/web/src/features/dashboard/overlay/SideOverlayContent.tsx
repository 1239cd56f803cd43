import { Divider, Stack } from '@mantine/core'
import { isPermitted, ROLES } from '@portico/domain'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { QuickSettings } from './QuickSettings.tsx'
import { RecentActivity } from './RecentActivity.tsx'
import { SalesSummary } from './SalesSummary.tsx'

/** Spec 2 side overlay: recent activity, a sales summary for staff, quick settings. */
export default function SideOverlayContent() {
  const roles = useAuth((state) => state.user.roles)
  const staff = isPermitted(roles, { any_roles: [ROLES.superAdmin, ROLES.staff] })
  return (
    <Stack gap="lg">
      <RecentActivity />
      {staff ? (
        <>
          <Divider />
          <SalesSummary />
        </>
      ) : null}
      <Divider />
      <QuickSettings />
    </Stack>
  )
}
