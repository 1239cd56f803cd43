/** Spec 5: role checks. 'all' (default) needs every role, 'any' at least one; unknown roles deny. */
export type RoleMode = 'all' | 'any'

export function hasRoles(
  userRoles: readonly string[] | undefined | null,
  required: string | readonly string[],
  mode: RoleMode = 'all',
): boolean {
  if (!userRoles) return false
  const wanted = typeof required === 'string' ? [required] : required
  return mode === 'any'
    ? wanted.some((role) => userRoles.includes(role))
    : wanted.every((role) => userRoles.includes(role))
}

export type PermissionRule = { any_roles?: readonly string[]; roles?: readonly string[] }

/** Spec 5: no rule allows; a non-empty any_roles wins and is any-of; otherwise roles is all-of. */
export function isPermitted(
  userRoles: readonly string[] | undefined | null,
  rule?: PermissionRule | null,
): boolean {
  if (!rule || (!rule.any_roles?.length && !rule.roles)) return true
  if (rule.any_roles?.length) return hasRoles(userRoles, rule.any_roles, 'any')
  return hasRoles(userRoles, rule.roles ?? [], 'all')
}

/** Token roles the platform knows. Membership roles (per company) are separate, see docs/roles.md. */
export const ROLES = {
  superAdmin: 'super-admin',
  staff: 'staff',
} as const

export const MEMBERSHIP_ROLES = ['admin', 'billing', 'technical', 'member'] as const
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number]
