import { Badge } from '@mantine/core'
import type { Ticket } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PRIORITY_COLOR, STATUS_COLOR } from '../labels.ts'

export function StatusBadge({ status }: { status: Ticket['status'] }) {
  const { t } = useFeatureTranslation()
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="filled"
      style={{ flexShrink: 0 }}
      data-testid="ticket-status"
    >
      {t(`support.status.${status}`)}
    </Badge>
  )
}

export function PriorityBadge({ priority }: { priority: Ticket['priority'] }) {
  const { t } = useFeatureTranslation()
  return (
    <Badge
      color={PRIORITY_COLOR[priority]}
      variant="filled"
      radius="sm"
      style={{ flexShrink: 0 }}
      data-testid="ticket-priority"
    >
      {t(`support.priority.${priority}`)}
    </Badge>
  )
}
