import '../i18n/register.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { CompanyUsersPanel } from '../components/CompanyUsersPanel.tsx'
import { ScopedCompanyPage } from '../components/ScopedCompanyPage.tsx'

/** /company/users: the users of the company in scope. */
export default function CompanyUsersPage() {
  const { t } = useFeatureTranslation()
  return (
    <ScopedCompanyPage title={t('routes.companyUsers')} what="users">
      {(companyId) => <CompanyUsersPanel key={companyId} companyId={companyId} />}
    </ScopedCompanyPage>
  )
}
