import '../i18n/vpsRegister.ts'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import type { DedicatedServer } from '@portico/contracts'
import { IconLifebuoy } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { useVpsFormat } from '../vpsFormat.ts'
import { useServersQuery } from '../vpsQueries.ts'

const POWER = { on: 'green', off: 'gray' } as const

/**
 * /hosted/servers: the dedicated servers of the scope (hardware, disks, location, addresses, power).
 * Power cycles, the remote console and reinstalls are engineers' work: each server links to a new
 * ticket about it, as a provider without a self-service IPMI gateway does.
 */
export default function ServersPage() {
  const { t } = useFeatureTranslation()
  const format = useVpsFormat()
  const list = useServersQuery()
  const ticket = (s: DedicatedServer) =>
    `/support/new?${new URLSearchParams({ subject: `${s.name}: `, ...(s.service_id ? { service: s.service_id } : {}) })}`
  const lines = (items: string[], mono = false) => (
    <Stack gap={0}>
      {items.map((item) => (
        <Text
          key={item}
          size="sm"
          ff={mono ? 'monospace' : undefined}
          style={mono ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
        >
          {item}
        </Text>
      ))}
    </Stack>
  )
  const columns: DataColumn<DedicatedServer>[] = [
    {
      key: 'name',
      header: t('hosting.servers.name'),
      render: (s) => (
        <Stack gap={2}>
          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {s.name}
          </Text>
          <Text size="xs" c="dimmed">
            {s.company_name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'hardware',
      header: t('hosting.servers.hardware'),
      render: (s) =>
        lines([
          s.model,
          t('hosting.servers.cpuValue', { cpu: s.cpu, cores: s.cores, memory: format.disk(s.memory_bytes) }),
        ]),
    },
    { key: 'disks', header: t('hosting.servers.disks'), render: (s) => lines(s.disks) },
    { key: 'location', header: t('hosting.servers.location'), render: (s) => s.location },
    { key: 'ips', header: t('hosting.servers.addresses'), render: (s) => lines(s.ip_addresses, true) },
    {
      key: 'power',
      header: t('hosting.servers.power'),
      nowrap: true,
      render: (s) => (
        <Group gap={6} wrap="nowrap" miw="max-content">
          <StatusBadge
            status={s.power}
            colors={POWER}
            label={t(`hosting.servers.${s.power}`)}
            testId="server-power"
          />
          <Button
            component={Link}
            to={ticket(s)}
            size="compact-xs"
            variant="subtle"
            leftSection={<IconLifebuoy size={14} aria-hidden />}
            data-testid="server-ticket"
          >
            {t('hosting.servers.ticket')}
          </Button>
        </Group>
      ),
    },
  ]
  return (
    <>
      <PageHeader title={t('routes.hostedServers')} subtitle={t('hosting.servers.intro')} />
      <Stack gap="md">
        <Alert color="blue" variant="light">
          {t('hosting.servers.ticketIntro')}
        </Alert>
        <QueryTable
          query={list}
          errorMessage={t('hosting.servers.loadError')}
          columns={columns}
          rowKey={(s) => s.id}
          loading={list.isLoading}
          empty={t('hosting.servers.empty')}
          testId="servers-table"
          minWidth={900}
        />
      </Stack>
    </>
  )
}
