import '../i18n/vpsRegister.ts'
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { Fact } from '../../../shared/ui/Fact.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { useIsStaff } from '../../customers/access.ts'
import { StaffServicePanel } from '../components/StaffServicePanel.tsx'
import { VpsPowerBadge, VpsStatusBadge } from '../components/VpsBadges.tsx'
import { VpsPowerPanel } from '../components/VpsPowerPanel.tsx'
import { VpsTraffic } from '../components/VpsTraffic.tsx'
import { useVpsFormat } from '../vpsFormat.ts'
import { useVpsQuery } from '../vpsQueries.ts'

/**
 * /hosted/vpses/:vps: one virtual server: its size, operating system and addresses, its power and
 * use now, the power actions (tasks followed until done) and its traffic; staff reach the service's
 * actions (suspend, resume, end), which go to the same platform.
 */
export default function VpsPage() {
  const { t } = useFeatureTranslation()
  const format = useVpsFormat()
  const id = useParams().vps ?? ''
  const query = useVpsQuery(id)
  const staff = useIsStaff()
  const vps = query.data
  if (query.isError)
    return <QueryError message={t('hosting.vps.viewError')} onRetry={() => void query.refetch()} />
  if (!vps) return <Skeleton height={240} />
  const running = vps.power === 'running'
  return (
    <>
      <PageHeader
        title={vps.name}
        subtitle={format.product(vps)}
        actions={
          <Group gap={6}>
            <SandboxTag mode={vps.platform} size="md" />
            <VpsStatusBadge vps={vps} />
            <VpsPowerBadge vps={vps} />
          </Group>
        }
      />
      <Stack gap="lg">
        {vps.status === 'creating' ? <Alert color="yellow">{t('hosting.vps.creating')}</Alert> : null}
        {vps.status === 'suspended' ? (
          <Alert color="orange" data-testid="vps-suspended">
            {t('hosting.vps.suspended')}
          </Alert>
        ) : null}
        {vps.error ? <Alert color="red">{vps.error}</Alert> : null}
        <Paper withBorder p="md">
          <Title order={2} fz="h4" mb="sm">
            {t('hosting.vps.facts')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            <Fact label={t('hosting.vps.company')} value={vps.company_name} />
            <Fact label={t('hosting.vps.cores')} value={String(vps.specs.cores)} />
            <Fact label={t('hosting.vps.memory')} value={format.disk(vps.specs.memory_bytes)} />
            <Fact label={t('hosting.vps.disk')} value={format.disk(vps.specs.disk_bytes)} />
            <Fact label={t('hosting.vps.os')} value={format.template(vps.specs.template)} />
            <Fact
              label={t('hosting.vps.addresses')}
              value={vps.ip_addresses.join(', ')}
              testId="vps-addresses"
            />
            <Fact label={t('hosting.vps.platform')} value={vps.platform} />
            <Fact label={t('hosting.vps.node')} value={vps.node ? `${vps.node} / ${vps.vmid}` : '–'} />
            <Fact
              label={t('hosting.vps.uptime')}
              value={
                running && vps.uptime_seconds !== null
                  ? format.uptime(vps.uptime_seconds)
                  : t('hosting.vps.notRunning')
              }
              testId="vps-uptime"
            />
            {running && vps.cpu_percent !== null ? (
              <Fact label={t('hosting.vps.cpu')} value={`${vps.cpu_percent}%`} />
            ) : null}
            {running && vps.memory_used_bytes !== null ? (
              <Fact label={t('hosting.vps.memoryUsed')} value={format.disk(vps.memory_used_bytes)} />
            ) : null}
          </SimpleGrid>
        </Paper>
        {vps.status === 'active' ? <VpsPowerPanel vps={vps} /> : null}
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('hosting.vps.history')}
          </Title>
          <VpsTraffic vps={vps} />
        </Stack>
        {staff && vps.service_id ? (
          <StaffServicePanel
            title={t('hosting.vps.staff')}
            label={t('hosting.vps.manageService')}
            companyId={vps.company_id}
            serviceId={vps.service_id}
          />
        ) : null}
      </Stack>
    </>
  )
}
