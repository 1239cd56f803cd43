import '../i18n/plannerRegister.ts'
import { Alert, Paper, Select, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { problemFieldErrors } from '../../../shared/ui/formErrors.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { SubmitRow } from '../../../shared/ui/SubmitRow.tsx'
import { plannerPaths } from '../plannerPaths.ts'
import { useAddPlannerUserMutation } from '../plannerQueries.ts'
import { useTenantsQuery } from '../queries.ts'

/** /m365/scheduler/users/add: a new user in a tenant's directory, with the usage location licences need. */
export default function SchedulerUserAddPage() {
  const { t } = useFeatureTranslation()
  const navigate = useNavigate()
  const tenants = useTenantsQuery()
  const add = useAddPlannerUserMutation()
  const [tenant, setTenant] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [userName, setUserName] = useState('')
  const [location, setLocation] = useState('NL')
  const chosen = tenants.data?.find((x) => x.id === tenant) ?? tenants.data?.[0]
  const fields = isApiError(add.error) ? problemFieldErrors(add.error.problem) : {}
  const submit = () =>
    chosen &&
    add.mutate(
      { tenant_id: chosen.id, display_name: name, user_name: userName, usage_location: location },
      { onSuccess: (user) => navigate(plannerPaths.user(user.id)) },
    )
  return (
    <>
      <PageHeader title={t('routes.schedulerUserAdd')} subtitle={t('planner.add.intro')} />
      <Paper withBorder p="lg" radius="md" maw={560}>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <Stack>
            {add.isError && Object.keys(fields).length === 0 ? (
              <Alert color="red" role="alert">
                {add.error.message}
              </Alert>
            ) : null}
            {(tenants.data?.length ?? 0) > 1 ? (
              <Select
                label={t('planner.add.tenant')}
                data={(tenants.data ?? []).map((x) => ({ value: x.id, label: x.domain }))}
                value={chosen?.id ?? null}
                onChange={setTenant}
                allowDeselect={false}
                error={fields.tenant_id}
              />
            ) : null}
            <TextInput
              label={t('planner.add.displayName')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={fields.display_name}
              required
              data-testid="user-display-name"
            />
            <TextInput
              label={t('planner.add.userName')}
              value={userName}
              onChange={(event) => setUserName(event.currentTarget.value)}
              rightSection={<Text size="xs">@{chosen?.domain ?? ''}</Text>}
              rightSectionWidth={190}
              error={fields.user_name}
              required
              data-testid="user-login"
            />
            <TextInput
              label={t('planner.add.usageLocation')}
              description={t('planner.add.usageLocationHelp')}
              value={location}
              maxLength={2}
              onChange={(event) => setLocation(event.currentTarget.value.toUpperCase())}
              error={fields.usage_location}
              required
              w={220}
              data-testid="user-location"
            />
            <SubmitRow busy={add.isPending} disabled={!chosen} testId="user-add">
              {t('planner.add.submit')}
            </SubmitRow>
          </Stack>
        </form>
      </Paper>
    </>
  )
}
