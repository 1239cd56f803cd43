import '../i18n/plannerRegister.ts'
import { Alert, Button, Paper, SegmentedControl, Select, Stack, TextInput } from '@mantine/core'
import type { MicrosoftPlannedChange } from '@portico/contracts'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { problemFieldErrors } from '../../../shared/ui/formErrors.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SubmitRow } from '../../../shared/ui/SubmitRow.tsx'
import { PlannerUserFacts } from '../components/PlannerUserFacts.tsx'
import { useMicrosoftFormat } from '../format.ts'
import { changeText, effectText } from '../plannerFormat.ts'
import { plannerPaths } from '../plannerPaths.ts'
import { usePlanChangeMutation, usePlannerQuery, usePlannerUserQuery } from '../plannerQueries.ts'

const tomorrow = () => {
  const d = new Date()
  d.setDate(d.getDate() + 1)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/**
 * /m365/scheduler/users/:user/schedule: plans an assignment of a product the tenant subscribes to, or
 * the removal of one the user has, on a day; the answer says what it will do to the seats and cost.
 */
export default function SchedulerSchedulePage() {
  const { t } = useFeatureTranslation()
  const format = useMicrosoftFormat()
  const id = useParams().user ?? ''
  const user = usePlannerUserQuery(id)
  const planner = usePlannerQuery()
  const plan = usePlanChangeMutation()
  const [action, setAction] = useState<'assign' | 'remove'>('assign')
  const [sku, setSku] = useState<string | null>(null)
  const [day, setDay] = useState(tomorrow)
  const [done, setDone] = useState<MicrosoftPlannedChange | null>(null)
  const u = user.data
  const products =
    action === 'assign'
      ? (planner.data?.seats ?? [])
          .filter((s) => s.tenant_id === u?.tenant_id)
          .map((s) => ({ value: s.sku_id, label: s.product }))
      : (u?.licences ?? []).map((l) => ({ value: l.sku_id, label: l.product }))
  const chosen = products.find((p) => p.value === sku)?.value ?? products[0]?.value ?? null
  const fields = isApiError(plan.error) ? problemFieldErrors(plan.error.problem) : {}
  const submit = () =>
    u &&
    chosen &&
    plan.mutate(
      { tenant_id: u.tenant_id, user_id: u.id, sku_id: chosen, action, run_on: day },
      { onSuccess: setDone },
    )
  if (user.isError) return <QueryError message={t('planner.loadError')} onRetry={() => void user.refetch()} />
  return (
    <>
      <PageHeader
        title={
          u ? `${t('routes.schedulerUserSchedule')}: ${u.display_name}` : t('routes.schedulerUserSchedule')
        }
        subtitle={t('planner.schedule.intro', { user: u?.display_name ?? '' })}
        actions={
          <Button component={Link} to={plannerPaths.userPlan(id)} variant="default" data-testid="view-plan">
            {t('planner.viewPlan')}
          </Button>
        }
      />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md" maw={640}>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <Stack>
              <SegmentedControl
                aria-label={t('planner.schedule.action')}
                value={action}
                onChange={(value) => {
                  setAction(value as 'assign' | 'remove')
                  setSku(null)
                  plan.reset()
                  setDone(null)
                }}
                data={[
                  { value: 'assign', label: t('planner.schedule.assign') },
                  { value: 'remove', label: t('planner.schedule.remove') },
                ]}
                data-testid="schedule-action"
              />
              <Select
                label={t('planner.schedule.product')}
                data={products}
                value={chosen}
                onChange={setSku}
                allowDeselect={false}
                error={fields.sku_id}
                data-testid="schedule-product"
              />
              <TextInput
                type="date"
                label={t('planner.schedule.day')}
                value={day}
                onChange={(event) => setDay(event.currentTarget.value)}
                error={fields.run_on}
                required
                w={220}
                data-testid="schedule-day"
              />
              {plan.isError && !fields.run_on && !fields.sku_id ? (
                <Alert color="red" role="alert" data-testid="schedule-refused">
                  {plan.error.message}
                </Alert>
              ) : null}
              {done ? (
                <Alert color="green" data-testid="schedule-result">
                  {t('planner.schedule.planned', {
                    change: changeText(t, done),
                    day: format.day(done.run_on),
                    effect: effectText(t, done, format.day),
                  })}
                  {done.cost_minor !== 0
                    ? ` ${t('planner.schedule.cost', { amount: format.money(done.cost_minor, done.currency) })}`
                    : ''}
                </Alert>
              ) : null}
              <SubmitRow busy={plan.isPending} disabled={!chosen} testId="schedule-submit">
                {t('planner.schedule.submit')}
              </SubmitRow>
            </Stack>
          </form>
        </Paper>
        {u ? <PlannerUserFacts user={u} /> : null}
      </Stack>
    </>
  )
}
