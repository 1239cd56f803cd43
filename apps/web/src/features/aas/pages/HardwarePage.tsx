import '../i18n/register.ts'
import { Badge, Box, Stack, Text } from '@mantine/core'
import type { Hardware } from '@portico/contracts'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTablePage } from '../../../shared/ui/QueryTablePage.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { daysUntil, HARDWARE_STATUS_COLORS, useAasFormat } from '../format.ts'
import { useHardwareQuery } from '../queries.ts'

/** A lease ending within this many days is flagged. */
const SOON_DAYS = 90

/** /aas/hardware: the scope's leased hardware, the leases ending first on top. */
export default function HardwarePage() {
  const { t } = useFeatureTranslation()
  const format = useAasFormat()
  const list = useHardwareQuery()
  const columns: DataColumn<Hardware>[] = [
    {
      key: 'item',
      header: t('aas.hardware.item'),
      render: (row) => (
        <Stack gap={2}>
          <Text fw={600} size="sm" data-testid="hardware-model">
            {row.model}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`aas.hardware.kind.${row.kind}`)} · {row.company_name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('aas.hardware.serialOf', { serial: row.serial })}
          </Text>
        </Stack>
      ),
    },
    { key: 'location', header: t('aas.hardware.location'), render: (row) => row.location },
    { key: 'assigned', header: t('aas.hardware.assignedTo'), render: (row) => row.assigned_to ?? '–' },
    {
      key: 'status',
      header: t('aas.hardware.status'),
      nowrap: true,
      render: (row) => (
        <Box miw="max-content">
          <StatusBadge
            status={row.status}
            colors={HARDWARE_STATUS_COLORS}
            label={t(`aas.hardware.state.${row.status}`)}
            testId="hardware-status"
          />
        </Box>
      ),
    },
    {
      key: 'end',
      header: t('aas.hardware.contractEnd'),
      nowrap: true,
      render: (row) => {
        const days = daysUntil(row.contract_end)
        return (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{format.day(row.contract_end)}</Text>
            {days <= SOON_DAYS ? (
              <Badge
                size="sm"
                miw="max-content"
                color={days < 0 ? 'gray' : 'orange'}
                variant="dot"
                data-testid="lease-ends-soon"
              >
                {days < 0 ? t('aas.hardware.ended') : t('aas.hardware.endsIn', { count: days })}
              </Badge>
            ) : null}
          </Stack>
        )
      },
    },
    {
      key: 'monthly',
      header: t('aas.hardware.monthly'),
      nowrap: true,
      render: (row) => format.money(row.monthly_minor, 'EUR'),
    },
  ]
  return (
    <QueryTablePage
      title={t('routes.aasHardware')}
      subtitle={t('aas.hardware.intro')}
      query={list}
      errorMessage={t('aas.hardware.loadError')}
      columns={columns}
      empty={t('aas.hardware.empty')}
      testId="hardware-table"
      minWidth={860}
    />
  )
}
