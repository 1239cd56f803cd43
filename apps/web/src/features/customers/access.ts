import { ROLES } from '@portico/domain'
import { useAuth } from '../../shared/auth/useAuth.ts'

/** Provider staff (and super-admins) see every record and may choose a customer's reseller. */
export function useIsStaff(): boolean {
  return useAuth(
    ({ user }) =>
      user.access === 'staff' ||
      user.access === 'super-admin' ||
      user.roles.includes(ROLES.staff) ||
      user.roles.includes(ROLES.superAdmin),
  )
}
