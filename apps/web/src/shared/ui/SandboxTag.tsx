import { Badge, type MantineSize } from '@mantine/core'
import './i18n/register.ts'
import { useFeatureTranslation } from './featureTranslations.ts'

/**
 * "sandbox" next to a record that lives in a vendor's sandbox (the default adapter, which keeps state
 * but touches no real system); nothing for a record at the real vendor.
 */
export function SandboxTag({ mode, size = 'xs' }: { mode: string | null | undefined; size?: MantineSize }) {
  const { t } = useFeatureTranslation()
  if (mode !== 'sandbox') return null
  return (
    <Badge size={size} variant="outline" color="gray" miw="max-content">
      {t('ui.sandbox')}
    </Badge>
  )
}
