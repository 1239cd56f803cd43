import { EmptyState, Paper } from '@mantine/core'
import type { Customer } from '@portico/contracts'
import { IconHourglassEmpty } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** Tickets and contracts of a record are not shown here yet; until they are, the tab says so. */
export function LaterTab({ tab, record }: { tab: 'tickets' | 'contracts'; record: Customer }) {
  const { t } = useFeatureTranslation()
  return (
    <Paper withBorder p="xl" radius="md" data-testid={`later-${tab}`}>
      <EmptyState
        icon={<IconHourglassEmpty size={32} aria-hidden />}
        withIndicatorBackground
        title={t(`customers.view.later.${tab}`)}
        description={t('customers.view.later.text', { name: record.name })}
      />
    </Paper>
  )
}
