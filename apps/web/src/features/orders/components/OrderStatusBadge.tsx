import type { OrderStatus } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'

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
    <StatusBadge status={status} colors={COLOR} label={t(`orders.status.${status}`)} testId="order-status" />
  )
}
