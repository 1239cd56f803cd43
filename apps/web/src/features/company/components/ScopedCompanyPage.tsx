import type { ReactNode } from 'react'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { useCompanyQuery } from '../queries.ts'
import { useScopedCompanyId } from '../scope.ts'
import { NoScopeAlert } from './NoScopeAlert.tsx'

/**
 * A page about the company in scope: its name under the title, then `children` for that company
 * (remounted when the scope changes), or the alert to choose one.
 */
export function ScopedCompanyPage({
  title,
  what,
  children,
}: {
  title: string
  what: 'notifications' | 'users'
  children: (companyId: string) => ReactNode
}) {
  const companyId = useScopedCompanyId()
  const company = useCompanyQuery(companyId)
  return (
    <>
      <PageHeader title={title} subtitle={company.data?.name} />
      {companyId ? children(companyId) : <NoScopeAlert what={what} />}
    </>
  )
}
