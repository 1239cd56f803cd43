import { Group, Stack, Text, Title } from '@mantine/core'
import type { BillingDocument } from '@portico/contracts'
import type { ReactNode } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { StatusBadge } from './StatusBadge.tsx'

/** "Invoice 2025-00001" (or "Invoice (draft)") with its state, the customer and the actions. */
export function DocumentTitle({
  document: doc,
  actions,
}: {
  document: BillingDocument
  actions?: ReactNode
}) {
  const { t } = useFeatureTranslation()
  const kind = t(`billing.kinds.${doc.kind}`)
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} fz="h2" data-testid="document-title">
            {doc.number ? `${kind} ${doc.number}` : t('billing.view.draftTitle', { kind })}
          </Title>
          <StatusBadge status={doc.status} overdue={doc.overdue} />
        </Group>
        <Text c="dimmed">{doc.customer_name}</Text>
      </Stack>
      {actions}
    </Group>
  )
}
