import '../i18n/register.ts'
import { Skeleton } from '@mantine/core'
import { useMatches } from 'react-router'
import { currentHandle } from '../../../shared/routing/usePageTitle.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { BillingError } from '../components/BillingError.tsx'
import { SettingsForm } from '../components/SettingsForm.tsx'
import { SettingsNav } from '../components/SettingsNav.tsx'
import { useBillingSettingsQuery } from '../settingsQueries.ts'

/** /billing/settings. */
export default function SettingsPage() {
  const { t } = useFeatureTranslation()
  const handle = currentHandle(useMatches())
  const settings = useBillingSettingsQuery()
  return (
    <>
      <PageHeader title={handle ? t(handle.title) : ''} />
      <SettingsNav />
      {settings.isPending ? (
        <Skeleton height={480} />
      ) : settings.isError ? (
        <BillingError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </>
  )
}
