import { Badge } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** The registrar answering is the sandbox: nothing is really registered (the marketplace's look). */
export function SandboxBadge() {
  const { t } = useFeatureTranslation()
  return (
    <Badge color="grape" variant="dot" size="lg" data-testid="domains-sandbox">
      {t('domains.check.sandbox')}
    </Badge>
  )
}
