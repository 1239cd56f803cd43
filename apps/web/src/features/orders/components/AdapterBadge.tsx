import '../i18n/register.ts'
import { Badge, Tooltip } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

const KNOWN = ['sandbox', 'manual', 'registrar', 'hosting']

/**
 * Which provisioning adapter sets an order item or a service up. The sandbox is labelled as such,
 * with a tooltip saying no real system was touched; an unknown key shows as it is.
 */
export function AdapterBadge({ adapter }: { adapter: string | null }) {
  const { t } = useFeatureTranslation()
  if (!adapter) return null
  const label = KNOWN.includes(adapter) ? t(`orders.adapter.${adapter}`) : adapter
  if (adapter !== 'sandbox')
    return (
      <Badge color="gray" variant="dot" data-testid="adapter-badge" data-adapter={adapter}>
        {label}
      </Badge>
    )
  return (
    <Tooltip label={t('orders.adapter.sandboxHint')} events={{ hover: true, focus: true, touch: true }}>
      <Badge color="yellow" variant="dot" tabIndex={0} data-testid="adapter-badge" data-adapter={adapter}>
        {label}
      </Badge>
    </Tooltip>
  )
}
