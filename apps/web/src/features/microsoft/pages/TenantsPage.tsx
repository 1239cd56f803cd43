import '../i18n/register.ts'
import { Button, Text } from '@mantine/core'
import type { MicrosoftTenant } from '@portico/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { useScopedCompanyId } from '../../company/scope.ts'
import { NewTenantDialog } from '../components/NewTenantDialog.tsx'
import { useMicrosoftFormat } from '../format.ts'
import { useTenantsQuery } from '../queries.ts'

/** /microsoft/tenants: the Microsoft tenants of the scope's companies; a new one for the company in scope. */
export default function TenantsPage() {
  const { t } = useFeatureTranslation()
  const format = useMicrosoftFormat()
  const list = useTenantsQuery()
  const company = useScopedCompanyId()
  const [creating, setCreating] = useState(false)
  const columns: DataColumn<MicrosoftTenant>[] = [
    {
      key: 'domain',
      header: t('microsoft.tenants.domain'),
      render: (row) => <Text fw={600}>{row.domain}</Text>,
    },
    { key: 'name', header: t('microsoft.tenants.name'), render: (row) => row.name },
    { key: 'company', header: t('microsoft.tenants.company'), render: (row) => row.company_name },
    {
      key: 'origin',
      header: t('microsoft.tenants.origin'),
      nowrap: true,
      render: (row) => t(`microsoft.tenants.originValue.${row.origin}`),
    },
    {
      key: 'agreement',
      header: t('microsoft.tenants.agreement'),
      nowrap: true,
      render: (row) =>
        row.agreement_accepted_at
          ? t('microsoft.tenants.agreementAccepted', { date: format.moment(row.agreement_accepted_at) })
          : t('microsoft.tenants.agreementUnknown'),
    },
  ]
  return (
    <>
      <PageHeader
        title={t('routes.microsoftTenants')}
        subtitle={company ? t('microsoft.tenants.intro') : t('microsoft.tenants.chooseCompany')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
            disabled={!company}
            data-testid="tenant-new"
          >
            {t('microsoft.tenants.create')}
          </Button>
        }
      />
      <QueryTable
        query={list}
        errorMessage={t('microsoft.tenants.loadError')}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isLoading}
        empty={t('microsoft.tenants.empty')}
        testId="tenant-table"
        minWidth={720}
        stackOnPhone
      />
      {creating && company ? <NewTenantDialog company={company} onClose={() => setCreating(false)} /> : null}
    </>
  )
}
