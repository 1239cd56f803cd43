import '../i18n/vpsRegister.ts'
import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core'
import type { Vps } from '@portico/contracts'
import { Link } from 'react-router'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { shareOf } from '../format.ts'
import { hostingPaths } from '../paths.ts'
import { useVpsFormat } from '../vpsFormat.ts'
import { useVpsListQuery } from '../vpsQueries.ts'
import { VpsStateBadge } from './VpsBadges.tsx'

/** The VPSes of the scope: name, company, size, addresses, power and this month's traffic. */
export function VpsTable() {
  const { t } = useFeatureTranslation()
  const format = useVpsFormat()
  const list = useVpsListQuery()
  const columns: DataColumn<Vps>[] = [
    {
      key: 'name',
      header: t('hosting.vps.name'),
      render: (row) => (
        <Stack gap={2}>
          <Group gap={6}>
            <Anchor component={Link} to={hostingPaths.vps(row.id)} fw={600} data-testid="vps-link">
              {row.name}
            </Anchor>
            <SandboxTag mode={row.platform} />
            {row.traffic_alert ? (
              <Badge
                size="xs"
                variant="dot"
                color={row.traffic_alert >= 100 ? 'red' : 'orange'}
                miw="max-content"
                data-testid="vps-alert"
                data-stage={row.traffic_alert}
              >
                {t('hosting.vps.alert', { stage: row.traffic_alert })}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {format.product(row)}
          </Text>
        </Stack>
      ),
    },
    { key: 'company', header: t('hosting.vps.company'), render: (row) => row.company_name },
    { key: 'specs', header: t('hosting.vps.specs'), render: (row) => format.specs(row.specs) },
    {
      key: 'ips',
      header: t('hosting.vps.addresses'),
      render: (row) => (
        <Stack gap={0}>
          {row.ip_addresses.map((ip) => (
            <Text key={ip} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {ip}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'power',
      header: t('hosting.vps.power'),
      nowrap: true,
      render: (row) => (
        <Box miw="max-content">
          <VpsStateBadge vps={row} />
        </Box>
      ),
    },
    {
      key: 'traffic',
      header: t('hosting.vps.traffic'),
      nowrap: true,
      render: (row) => {
        const share = shareOf(row.traffic_bytes, row.traffic_limit_bytes)
        return share === null
          ? format.traffic(row.traffic_bytes)
          : `${format.traffic(row.traffic_bytes)} (${share}%)`
      },
    },
  ]
  return (
    <QueryTable
      query={list}
      errorMessage={t('hosting.vps.loadError')}
      columns={columns}
      rowKey={(row) => row.id}
      loading={list.isLoading}
      empty={t('hosting.vps.empty')}
      testId="vps-table"
      minWidth={820}
      stackOnPhone
    />
  )
}
