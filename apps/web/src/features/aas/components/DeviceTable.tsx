import { Stack, Text } from '@mantine/core'
import type { NetworkDevice } from '@portico/contracts'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { DEVICE_STATUS_COLORS, useAasFormat } from '../format.ts'
import { MonitoringCell } from './MonitoringCell.tsx'

/** The managed devices: what and where they are, how the monitoring platform sees them, their monitoring. */
export function DeviceTable({
  devices,
  loading,
}: {
  devices: NetworkDevice[] | undefined
  loading: boolean
}) {
  const { t } = useFeatureTranslation()
  const format = useAasFormat()
  const columns: DataColumn<NetworkDevice>[] = [
    {
      key: 'device',
      header: t('aas.network.device'),
      render: (row) => (
        <Stack gap={2}>
          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`aas.network.kind.${row.kind}`)} · {row.company_name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'model',
      header: t('aas.network.model'),
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm">
            {row.vendor} {row.model}
          </Text>
          <Text size="xs" c="dimmed">
            {t('aas.network.serial', { serial: row.serial })}
          </Text>
        </Stack>
      ),
    },
    { key: 'site', header: t('aas.network.site'), render: (row) => row.site },
    {
      key: 'firmware',
      header: t('aas.network.firmware'),
      nowrap: true,
      render: (row) => row.firmware ?? '–',
    },
    { key: 'uplink', header: t('aas.network.uplink'), render: (row) => row.uplink ?? '–' },
    {
      key: 'status',
      header: t('aas.network.status'),
      render: (row) => (
        <Stack gap={2}>
          <StatusBadge
            status={row.status}
            colors={DEVICE_STATUS_COLORS}
            label={t(`aas.network.state.${row.status}`)}
            testId="device-status"
          />
          {row.status === 'down' && row.last_seen_at ? (
            <Text size="xs" c="dimmed">
              {t('aas.network.lastSeen', { when: format.moment(row.last_seen_at) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'monitoring',
      header: t('aas.network.monitoring'),
      render: (row) => <MonitoringCell device={row} />,
    },
  ]
  return (
    <DataTable
      columns={columns}
      rows={devices}
      rowKey={(row) => row.id}
      loading={loading}
      empty={t('aas.network.empty')}
      testId="devices-table"
      minWidth={960}
    />
  )
}
