import { Alert } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** What a company page shows when no company is in scope: choose one to see its `what`. */
export function NoScopeAlert({
  what,
}: {
  what: 'branding' | 'contracts' | 'details' | 'notifications' | 'users'
}) {
  const { t } = useFeatureTranslation()
  return (
    <Alert color="blue" data-testid="company-no-scope">
      {t('company.noScope', { what: t(`company.noScopeWhat.${what}`) })}
    </Alert>
  )
}
