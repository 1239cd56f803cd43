import '../i18n/register.ts'
import { Stack } from '@mantine/core'
import { useState } from 'react'
import { useAuth } from '../../../../shared/auth/useAuth.ts'
import { useRouteTitle } from '../../../../shared/routing/usePageTitle.ts'
import { PageHeader } from '../../../../shared/ui/PageHeader.tsx'
import { AutomaticPayment } from '../../../payments/components/AutomaticPayment.tsx'
import { useMyAccountQuery } from '../../accountQueries.ts'
import { AccountPanel } from '../../components/AccountPanel.tsx'
import { financePaths } from '../paths.ts'

/**
 * /finances/account: what the company owes, its credit and every entry of its ledger. Without a
 * company in scope, one account per company of the user.
 */
export default function AccountPage() {
  const routeTitle = useRouteTitle()
  const scope = useAuth((state) => state.companyScope)
  const companies = useAuth((state) => state.user.companies)
  const shown = scope ? companies.filter((c) => c.id === scope) : companies
  const list = shown.length > 0 ? shown : scope ? [{ id: scope, name: '' }] : []
  return (
    <>
      <PageHeader title={routeTitle} />
      <Stack gap="lg">
        {list.map((company) => (
          <CompanyAccount
            key={company.id}
            id={company.id}
            name={list.length > 1 ? company.name : undefined}
          />
        ))}
      </Stack>
    </>
  )
}

function CompanyAccount({ id, name }: { id: string; name?: string }) {
  const [currency, setCurrency] = useState<string | null>(null)
  const account = useMyAccountQuery(id, currency)
  return (
    <Stack gap="sm">
      <AccountPanel
        title={name}
        query={account}
        currency={currency}
        onCurrency={setCurrency}
        documentLink={(doc) => financePaths.view('invoice', doc)}
      />
      <AutomaticPayment companyId={id} />
    </Stack>
  )
}
