import { Group, SimpleGrid } from '@mantine/core'
import type { MicrosoftPlannerUser } from '@portico/contracts'
import { Fact } from '../../../shared/ui/Fact.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { UsageLocationForm } from './UsageLocationForm.tsx'

/** A tenant user's sign-in name, tenant, usage location (set here) and licences now. */
export function PlannerUserFacts({ user }: { user: MicrosoftPlannerUser }) {
  const { t } = useFeatureTranslation()
  return (
    <Panel title={t('planner.user.facts')} testId="planner-user-facts">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label={t('planner.columns.login')} value={user.user_principal_name} />
        <Fact label={t('planner.columns.tenant')} value={user.tenant_domain} />
        <UsageLocationForm key={user.usage_location ?? ''} user={user} />
        <Group>
          <Fact
            label={t('planner.user.licences')}
            value={user.licences.map((l) => l.product).join(', ') || t('planner.user.noLicences')}
            testId="planner-user-licences"
          />
        </Group>
      </SimpleGrid>
    </Panel>
  )
}
