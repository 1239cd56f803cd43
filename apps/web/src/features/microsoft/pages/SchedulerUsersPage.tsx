import '../i18n/plannerRegister.ts'
import { Anchor, Badge, Button, Group, Text } from '@mantine/core'
import type { MicrosoftPlannerUser } from '@portico/contracts'
import { Link } from 'react-router'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { WARNING_TEXT } from '../plannerFormat.ts'
import { plannerPaths } from '../plannerPaths.ts'
import { usePlannerUsersQuery } from '../plannerQueries.ts'

/** /m365/scheduler/users: the users of the scope's tenants as Graph has them, with their licences. */
export default function SchedulerUsersPage() {
  const { t } = useFeatureTranslation()
  const list = usePlannerUsersQuery()
  const columns: DataColumn<MicrosoftPlannerUser>[] = [
    {
      key: 'name',
      header: t('planner.columns.name'),
      render: (u) => (
        <Anchor component={Link} to={plannerPaths.user(u.id)} fw={600} data-testid="planner-user-link">
          {u.display_name}
        </Anchor>
      ),
    },
    { key: 'login', header: t('planner.columns.login'), render: (u) => u.user_principal_name },
    {
      key: 'location',
      header: t('planner.columns.location'),
      nowrap: true,
      render: (u) =>
        u.usage_location ?? (
          <Text span size="sm" c={WARNING_TEXT}>
            {t('planner.noLocation')}
          </Text>
        ),
    },
    {
      key: 'licences',
      header: t('planner.columns.licences'),
      render: (u) =>
        u.licences.length ? (
          <Group gap={4}>
            {u.licences.map((l) => (
              <Badge key={l.sku_id} variant="light" size="sm" tt="none">
                {l.product.replace('Microsoft 365 ', '')}
              </Badge>
            ))}
          </Group>
        ) : (
          t('planner.none')
        ),
    },
    {
      key: 'planned',
      header: t('planner.columns.planned'),
      nowrap: true,
      render: (u) =>
        u.planned ? (
          <Anchor component={Link} to={plannerPaths.userPlan(u.id)}>
            {u.planned}
          </Anchor>
        ) : (
          '0'
        ),
    },
  ]
  return (
    <>
      <PageHeader
        title={t('routes.schedulerUsers')}
        subtitle={t('planner.usersIntro')}
        actions={
          <Group>
            <Button component={Link} to={plannerPaths.addUser()} data-testid="planner-add-user">
              {t('planner.addUser')}
            </Button>
            <Button component={Link} to={plannerPaths.planner()} variant="default">
              {t('routes.schedulerPlanner')}
            </Button>
          </Group>
        }
      />
      <QueryTable
        query={list}
        errorMessage={t('planner.loadError')}
        columns={columns}
        rowKey={(u) => u.id}
        loading={list.isLoading}
        empty={t('planner.usersEmpty')}
        testId="planner-users-table"
        minWidth={720}
      />
    </>
  )
}
