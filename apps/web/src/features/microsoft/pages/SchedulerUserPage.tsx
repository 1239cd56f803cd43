import '../i18n/plannerRegister.ts'
import { Button, Group, Stack } from '@mantine/core'
import { Link, useParams } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { PlannedChangesTable } from '../components/PlannedChangesTable.tsx'
import { PlannerUserFacts } from '../components/PlannerUserFacts.tsx'
import { plannerPaths } from '../plannerPaths.ts'
import { usePlannerQuery, usePlannerUserQuery } from '../plannerQueries.ts'

/** /m365/scheduler/users/:user: a tenant user's licences now and the changes planned for them. */
export default function SchedulerUserPage() {
  const { t } = useFeatureTranslation()
  const id = useParams().user ?? ''
  const user = usePlannerUserQuery(id)
  const planner = usePlannerQuery(id)
  return (
    <>
      <PageHeader
        title={user.data?.display_name ?? t('routes.schedulerUser')}
        actions={
          <Group>
            <Button component={Link} to={plannerPaths.schedule(id)} data-testid="plan-change">
              {t('planner.planChange')}
            </Button>
            <Button component={Link} to={plannerPaths.users()} variant="default">
              {t('routes.schedulerUsers')}
            </Button>
          </Group>
        }
      />
      {user.isError ? (
        <QueryError message={t('planner.loadError')} onRetry={() => void user.refetch()} />
      ) : (
        <Stack gap="lg">
          {user.data ? <PlannerUserFacts user={user.data} /> : null}
          <Panel title={t('planner.user.changes')} titleGap="sm">
            <PlannedChangesTable
              changes={planner.data?.changes}
              loading={planner.isLoading}
              showUser={false}
            />
          </Panel>
        </Stack>
      )}
    </>
  )
}
