import '../i18n/register.ts'
import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core'
import type { Company } from '@portico/contracts'
import { useState } from 'react'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useIsStaff } from '../../customers/access.ts'
import { RecordForm } from '../../customers/components/RecordForm.tsx'
import { useRecordQuery } from '../../customers/queries.ts'
import { OverviewTab } from '../../customers/tabs/OverviewTab.tsx'
import { NoScopeAlert } from '../components/NoScopeAlert.tsx'
import { useCompanyQuery, useCompanyUsersQuery } from '../queries.ts'
import { useScopedCompanyId } from '../scope.ts'

/** /company/details: the scoped company's record; its administrators (and staff) may edit it. */
export default function CompanyDetailsPage() {
  const { t } = useFeatureTranslation()
  const companyId = useScopedCompanyId()
  const company = useCompanyQuery(companyId)
  let body: React.ReactNode
  if (!companyId) body = <NoScopeAlert what="details" />
  else if (company.isPending) body = <Skeleton height={320} />
  else if (company.isError)
    body = <QueryError message={t('errors.500.text')} onRetry={() => void company.refetch()} />
  else if (company.data.kind === 'provider')
    body = (
      <Paper withBorder p="lg" radius="md">
        <Text fw={600}>{company.data.name}</Text>
        <Text c="dimmed">{t('company.details.provider')}</Text>
      </Paper>
    )
  else body = <CompanyRecord key={company.data.id} company={company.data} />
  return (
    <>
      <PageHeader title={t('routes.companyDetails')} subtitle={company.data?.name} />
      {body}
    </>
  )
}

function CompanyRecord({ company }: { company: Company }) {
  const { t } = useFeatureTranslation()
  const kind = company.kind === 'reseller' ? 'resellers' : 'customers'
  const record = useRecordQuery(kind, company.id)
  const staff = useIsStaff()
  const userId = useAuth(({ user }) => user.id)
  const users = useCompanyUsersQuery(company.id)
  const admin = staff || users.data?.some((user) => user.user_id === userId && user.role === 'admin') === true
  const [saved, setSaved] = useState(false)
  if (record.isPending || (!staff && users.isPending)) return <Skeleton height={320} />
  if (record.isError)
    return <QueryError message={t('errors.500.text')} onRetry={() => void record.refetch()} />
  if (!admin)
    return (
      <Stack>
        <Alert color="gray">{t('company.details.readOnly')}</Alert>
        <OverviewTab kind={kind} record={record.data} canCheckVat={false} />
      </Stack>
    )
  return (
    <Stack>
      {saved ? (
        <Alert
          color="green"
          role="status"
          withCloseButton
          onClose={() => setSaved(false)}
          data-testid="company-saved"
        >
          {t('company.details.saved')}
        </Alert>
      ) : null}
      <RecordForm
        key={record.data.version}
        kind={kind}
        record={record.data}
        chooseParent={false}
        onSaved={() => {
          setSaved(true)
          window.scrollTo({ top: 0 })
        }}
      />
    </Stack>
  )
}
