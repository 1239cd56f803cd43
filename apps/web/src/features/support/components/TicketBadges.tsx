import { Badge } from '@mantine/core'
import type { Ticket } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PRIORITY_COLOR, STATUS_COLOR } from '../labels.ts'

function TicketBadge({
  color,
  testId,
  radius,
  children,
}: {
  color: string
  testId: string
  radius?: 'sm'
  children: string
}) {
  return (
    <Badge color={color} variant="filled" radius={radius} style={{ flexShrink: 0 }} data-testid={testId}>
      {children}
    </Badge>
  )
}

export function StatusBadge({ status }: { status: Ticket['status'] }) {
  const { t } = useFeatureTranslation()
  return (
    <TicketBadge color={STATUS_COLOR[status]} testId="ticket-status">
      {t(`support.status.${status}`)}
    </TicketBadge>
  )
}

export function PriorityBadge({ priority }: { priority: Ticket['priority'] }) {
  const { t } = useFeatureTranslation()
  return (
    <TicketBadge color={PRIORITY_COLOR[priority]} radius="sm" testId="ticket-priority">
      {t(`support.priority.${priority}`)}
    </TicketBadge>
  )
}
