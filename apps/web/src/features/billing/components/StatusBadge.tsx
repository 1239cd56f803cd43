import { Badge, Group } from '@mantine/core'
import type { DocumentStatus } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

const COLORS: Record<DocumentStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  sent: 'cyan',
  partially_paid: 'yellow',
  paid: 'green',
  credited: 'grape',
  accepted: 'teal',
  declined: 'red',
  expired: 'gray',
}

/** A document's state; an unpaid invoice past its due date also says overdue. */
export function StatusBadge({ status, overdue }: { status: DocumentStatus; overdue?: boolean }) {
  const { t } = useFeatureTranslation()
  return (
    <Group gap={4} wrap="nowrap" data-testid="document-status" data-status={status}>
      {/* A dot and the text colour: a light badge's green text on green failed the contrast check. */}
      <Badge color={COLORS[status]} variant="dot">
        {t(`billing.status.${status}`)}
      </Badge>
      {overdue ? (
        <Badge color="red" variant="light" data-testid="document-overdue">
          {t('billing.status.overdue')}
        </Badge>
      ) : null}
    </Group>
  )
}
