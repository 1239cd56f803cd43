import '../i18n/register.ts'
import { Alert } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { CompanyUsersPanel } from '../components/CompanyUsersPanel.tsx'
import { useCompanyQuery } from '../queries.ts'
import { useScopedCompanyId } from '../scope.ts'

/** /company/users: the users of the company in scope. */
export default function CompanyUsersPage() {
  const { t } = useFeatureTranslation()
  const companyId = useScopedCompanyId()
  const company = useCompanyQuery(companyId)
  return (
    <>
      <PageHeader title={t('routes.companyUsers')} subtitle={company.data?.name} />
      {companyId ? (
        <CompanyUsersPanel key={companyId} companyId={companyId} />
      ) : (
        <Alert color="blue" data-testid="company-no-scope">
          {t('company.noScope', { what: t('company.noScopeWhat.users') })}
        </Alert>
      )}
    </>
  )
}
