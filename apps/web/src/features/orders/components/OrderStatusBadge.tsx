import { Badge } from '@mantine/core'
import type { OrderStatus } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

const COLOR: Record<OrderStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  active: 'green',
  cancelled: 'gray',
  failed: 'red',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useFeatureTranslation()
  return (
    <Badge color={COLOR[status]} variant="dot" data-testid="order-status" data-status={status}>
      {t(`orders.status.${status}`)}
    </Badge>
  )
}
