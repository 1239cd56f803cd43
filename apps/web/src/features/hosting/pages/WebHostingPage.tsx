import '../i18n/register.ts'
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { Fact } from '../../../shared/ui/Fact.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { useIsStaff } from '../../customers/access.ts'
import { AlertBadges } from '../components/AlertBadges.tsx'
import { PanelActions } from '../components/PanelActions.tsx'
import { StaffServicePanel } from '../components/StaffServicePanel.tsx'
import { UsageHistory } from '../components/UsageHistory.tsx'
import { UsageMeter } from '../components/UsageMeter.tsx'
import { STATUS_COLORS, useHostingFormat } from '../format.ts'
import { useWebHostingQuery } from '../queries.ts'

/**
 * /hosted/webhosting/:hosting: one web hosting package: its domain, package limits, use now and over
 * the last 90 days, alerts, the control panel (single sign-on), its password and package; staff reach
 * the service's actions (suspend, resume, end), which go to the same panel.
 */
export default function WebHostingPage() {
  const { t } = useFeatureTranslation()
  const format = useHostingFormat()
  const id = useParams().hosting ?? ''
  const query = useWebHostingQuery(id)
  const staff = useIsStaff()
  const account = query.data
  if (query.isError)
    return <QueryError message={t('hosting.view.loadError')} onRetry={() => void query.refetch()} />
  if (!account) return <Skeleton height={240} />
  const count = (n: number | null) => (n === null ? t('hosting.unlimited') : String(n))
  return (
    <>
      <PageHeader
        title={account.domain}
        subtitle={format.name(account)}
        actions={
          <Group gap={6}>
            <SandboxTag mode={account.panel} size="md" />
            <StatusBadge
              status={account.status}
              colors={STATUS_COLORS}
              label={t(`hosting.status.${account.status}`)}
              testId="webhosting-status"
            />
          </Group>
        }
      />
      <Stack gap="lg">
        <AlertBadges account={account} />
        {account.status === 'creating' || account.status === 'ordered' ? (
          <Alert color="yellow">{t('hosting.view.creating')}</Alert>
        ) : null}
        {account.status === 'suspended' ? (
          <Alert color="orange" data-testid="webhosting-suspended">
            {t('hosting.view.suspended')}
          </Alert>
        ) : null}
        {account.error ? <Alert color="red">{account.error}</Alert> : null}
        {account.status === 'active' ? <PanelActions account={account} /> : null}
        <Paper withBorder p="md">
          <Title order={2} fz="h4" mb="sm">
            {t('hosting.view.facts')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            <Fact label={t('hosting.view.company')} value={account.company_name} />
            <Fact label={t('hosting.view.username')} value={account.username} testId="webhosting-username" />
            <Fact label={t('hosting.view.panel')} value={account.panel} />
            {account.limits ? (
              <>
                <Fact label={t('hosting.view.domains')} value={count(account.limits.domains)} />
                <Fact label={t('hosting.view.mailboxes')} value={count(account.limits.mailboxes)} />
                <Fact label={t('hosting.view.databases')} value={count(account.limits.databases)} />
              </>
            ) : null}
          </SimpleGrid>
        </Paper>
        {account.usage ? (
          <Paper withBorder p="md">
            <Title order={2} fz="h4" mb="sm">
              {t('hosting.view.usage')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <UsageMeter
                label={t('hosting.disk')}
                used={account.usage.disk_bytes}
                limit={account.usage.disk_limit_bytes}
                format={format.disk}
                testId="usage-disk"
              />
              <UsageMeter
                label={t('hosting.traffic')}
                used={account.usage.traffic_bytes}
                limit={account.usage.traffic_limit_bytes}
                format={format.traffic}
                testId="usage-traffic"
              />
            </SimpleGrid>
          </Paper>
        ) : null}
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('hosting.view.history')}
          </Title>
          <UsageHistory days={account.history} />
        </Stack>
        {staff && account.service_id ? (
          <StaffServicePanel
            title={t('hosting.view.staff')}
            label={t('hosting.view.manageService')}
            companyId={account.company_id}
            serviceId={account.service_id}
            testId="webhosting-manage-service"
          />
        ) : null}
      </Stack>
    </>
  )
}
