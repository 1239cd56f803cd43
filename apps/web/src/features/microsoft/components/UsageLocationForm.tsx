import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import type { MicrosoftPlannerUser } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { problemFieldErrors } from '../../../shared/ui/formErrors.ts'
import { useUsageLocationMutation } from '../plannerQueries.ts'

/**
 * The user's usage location, set in the tenant's directory right here (issue 26 item 12): without one
 * Microsoft assigns no licence, so a user without it is no dead end. Staff and the company's admins.
 */
export function UsageLocationForm({ user }: { user: MicrosoftPlannerUser }) {
  const { t } = useFeatureTranslation()
  const save = useUsageLocationMutation(user.id)
  const [location, setLocation] = useState(user.usage_location ?? '')
  const fields = isApiError(save.error) ? problemFieldErrors(save.error.problem) : {}
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate({ usage_location: location })
      }}
      data-testid="usage-location-form"
    >
      <Stack gap="xs">
        {save.isError && Object.keys(fields).length === 0 ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('planner.add.usageLocation')}
            description={user.usage_location ? undefined : t('planner.add.usageLocationHelp')}
            value={location}
            maxLength={2}
            onChange={(event) => setLocation(event.currentTarget.value.toUpperCase())}
            error={fields.usage_location}
            style={{ flex: 1, maxWidth: 220 }}
            data-testid="usage-location"
          />
          <Button
            type="submit"
            variant="default"
            loading={save.isPending}
            style={{ flexShrink: 0 }}
            data-testid="usage-location-save"
          >
            {t('planner.user.setLocation')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
