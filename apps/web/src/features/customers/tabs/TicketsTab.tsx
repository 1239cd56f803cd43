import '../../support/i18n/register.ts'
import { Button, Group, SegmentedControl, Stack } from '@mantine/core'
import type { Customer } from '@portico/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { TicketList } from '../../support/components/TicketList.tsx'

/** The record's support tickets, open or closed, each opening in the support desk. */
export function TicketsTab({ record }: { record: Customer }) {
  const { t } = useFeatureTranslation()
  const [view, setView] = useState<'open' | 'closed'>('open')
  return (
    <Stack gap="sm" data-testid="record-tickets">
      <Group justify="space-between">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as 'open' | 'closed')}
          data={[
            { value: 'open', label: t('support.status.open') },
            { value: 'closed', label: t('support.status.closed') },
          ]}
        />
        <Button
          component={Link}
          to={`/support/new?company=${record.id}`}
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('support.list.newTicket')}
        </Button>
      </Group>
      <TicketList view={view} company={record.id} />
    </Stack>
  )
}
