import '../i18n/plannerRegister.ts'
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link, useParams } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { PlannedChangesTable } from '../components/PlannedChangesTable.tsx'
import { PolicyPanel } from '../components/PolicyPanel.tsx'
import { SeatChart } from '../components/SeatChart.tsx'
import { plannerPaths } from '../plannerPaths.ts'
import { usePlannerQuery, usePlannerUserQuery } from '../plannerQueries.ts'

/**
 * /m365/scheduler/planner: every planned licence change on one timeline, the seats per product over
 * time and each tenant's policy; /planner/:user the same for one user.
 */
export default function PlannerPage() {
  const { t } = useFeatureTranslation()
  const { user } = useParams()
  const planner = usePlannerQuery(user)
  const person = usePlannerUserQuery(user ?? '')
  const name = user ? person.data?.display_name : undefined
  const data = planner.data
  const seats = user
    ? data?.seats.filter((s) =>
        data.changes.some((c) => c.sku_id === s.sku_id && c.tenant_id === s.tenant_id),
      )
    : data?.seats
  const actions = user ? (
    <Group>
      <Button component={Link} to={plannerPaths.schedule(user)} data-testid="plan-change">
        {t('planner.planChange')}
      </Button>
      <Button component={Link} to={plannerPaths.planner()} variant="default">
        {t('planner.allChanges')}
      </Button>
    </Group>
  ) : (
    <Button component={Link} to={plannerPaths.users()} variant="default" data-testid="planner-users">
      {t('routes.schedulerUsers')}
    </Button>
  )
  return (
    <>
      <PageHeader
        title={
          name
            ? `${t('routes.schedulerPlannerUser')}: ${name}`
            : t(user ? 'routes.schedulerPlannerUser' : 'routes.schedulerPlanner')
        }
        subtitle={t('planner.intro')}
        actions={actions}
      />
      {planner.isError ? (
        <QueryError message={t('planner.loadError')} onRetry={() => void planner.refetch()} />
      ) : (
        <Stack gap="lg">
          <Panel title={t('planner.user.changes')} titleGap="sm" testId="planner-changes">
            <PlannedChangesTable changes={data?.changes} loading={planner.isLoading} showUser={!user} />
          </Panel>
          {seats?.length ? (
            <Panel title={t('planner.seatsTitle')} testId="planner-seats">
              <Text size="sm" c="dimmed" mb="md">
                {t('planner.seatsHelp')}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
                {seats.map((s) => (
                  <Stack key={`${s.tenant_id}-${s.sku_id}`} gap="xs">
                    <Title order={3} fz="h5">
                      {s.product}
                    </Title>
                    <Text size="xs" c="dimmed" mt={-6}>
                      {s.tenant_domain}
                    </Text>
                    <SeatChart series={s} />
                  </Stack>
                ))}
              </SimpleGrid>
            </Panel>
          ) : null}
          {!user && data?.policies.length ? (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {data.policies.map((p) => (
                <PolicyPanel key={p.tenant_id} policy={p} showTenant={data.policies.length > 1} />
              ))}
            </SimpleGrid>
          ) : null}
        </Stack>
      )}
    </>
  )
}
