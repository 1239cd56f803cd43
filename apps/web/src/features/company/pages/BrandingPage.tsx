import '../i18n/register.ts'
import '../../billing/i18n/register.ts'
import { Alert, Skeleton, Stack, Text } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useBrandSettingsQuery } from '../brandingQueries.ts'
import { BrandForm } from '../components/branding/BrandForm.tsx'
import { BrandLogo } from '../components/branding/BrandLogo.tsx'
import { NoScopeAlert } from '../components/NoScopeAlert.tsx'
import { useScopedCompanyId } from '../scope.ts'

/** /company/branding (issue 15): the white-label brand of the provider or reseller in scope. */
export default function BrandingPage() {
  const { t } = useFeatureTranslation()
  const companyId = useScopedCompanyId()
  return companyId ? (
    <Branding key={companyId} companyId={companyId} />
  ) : (
    <>
      <PageHeader title={t('routes.companyBranding')} />
      <NoScopeAlert what="branding" />
    </>
  )
}

function Branding({ companyId }: { companyId: string }) {
  const { t } = useFeatureTranslation()
  const settings = useBrandSettingsQuery(companyId)
  const data = settings.data
  return (
    <>
      <PageHeader title={t('routes.companyBranding')} subtitle={data?.company_name} />
      {settings.isError ? (
        <QueryError message={t('company.branding.loadError')} onRetry={() => void settings.refetch()} />
      ) : !data ? (
        <Skeleton height={480} />
      ) : !data.brandable ? (
        <Alert color="blue" data-testid="branding-not-brandable">
          {t('company.branding.notBrandable')}
        </Alert>
      ) : (
        <Stack gap="lg" data-testid="branding">
          <Text size="sm">{t('company.branding.intro')}</Text>
          {data.editable ? null : (
            <Alert color="gray" data-testid="branding-read-only">
              {t('company.branding.readOnly')}
            </Alert>
          )}
          <BrandLogo settings={data} />
          <BrandForm settings={data} />
        </Stack>
      )}
    </>
  )
}
