import { useAuth } from '../../shared/auth/useAuth.ts'

export type CompanyOption = { value: string; label: string }

/**
 * The companies whose handles and presets the pages work on: the one in scope, else all of the
 * user's. Several means a company column, a filter and a choice on a new record.
 */
export function useDomainCompanies(): CompanyOption[] {
  const scope = useAuth((s) => s.companyScope)
  const companies = useAuth((s) => s.user.companies)
  if (scope) {
    const named = companies.find((c) => c.id === scope)
    return [{ value: scope, label: named?.name ?? '' }]
  }
  return companies.map((c) => ({ value: c.id, label: c.name }))
}
