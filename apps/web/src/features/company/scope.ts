import { useAuth } from '../../shared/auth/useAuth.ts'

/** The company in scope; a user with exactly one company needs no choice. */
export function useScopedCompanyId(): string | null {
  return useAuth(({ companyScope, user }) => {
    if (companyScope) return companyScope
    return user.companies.length === 1 ? (user.companies[0]?.id ?? null) : null
  })
}
