import { Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core'
import type { PreferenceEvent, StaffChannel } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { SaveButton } from '../../../shared/ui/SaveButton.tsx'
import { SaveStatus } from '../../../shared/ui/SaveStatus.tsx'
import { SubmitForm } from '../../../shared/ui/SubmitForm.tsx'

type Choice = StaffChannel | 'default'
type Values = Partial<Record<PreferenceEvent, Choice>>

/**
 * One choice per event among `channels` (e-mail or none; a seller's staff events also the portal's
 * bell), and for a person's own choices also "as the company" (the company's default, named). Saved
 * as a whole. Two channels are buttons side by side; more are a list, which fits a phone.
 */
export function NotificationChoices({
  title,
  hint,
  events,
  channels,
  initial,
  defaults,
  saving,
  error,
  onSave,
  testId,
}: {
  title: string
  hint: string
  events: readonly PreferenceEvent[]
  channels: readonly StaffChannel[]
  initial: Values
  /** The company's defaults, when the choices may follow them (a person's own). */
  defaults?: Partial<Record<PreferenceEvent, StaffChannel>>
  saving: boolean
  error: unknown
  onSave: (values: Values) => Promise<unknown>
  testId: string
}) {
  const { t } = useFeatureTranslation()
  const [values, setValues] = useState(initial)
  const [saved, setSaved] = useState(false)
  const options = (event: PreferenceEvent) => [
    ...(defaults
      ? [
          {
            value: 'default',
            label: t('company.notifications.asCompany', {
              choice: t(`company.notifications.channel.${defaults[event] ?? 'none'}`),
            }),
          },
        ]
      : []),
    ...channels.map((value) => ({ value, label: t(`company.notifications.channel.${value}`) })),
  ]
  const choose = (event: PreferenceEvent, value: Choice) => {
    setSaved(false)
    setValues((v) => ({ ...v, [event]: value }))
  }
  const failed = error && !(isApiError(error) && error.status === 412)
  return (
    <Panel title={title} testId={testId}>
      <SubmitForm
        onSubmit={async () => {
          setSaved(false)
          await onSave(values)
          setSaved(true)
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          <SaveStatus
            error={error}
            onReload={() => setValues(initial)}
            saved={saved && !error ? t('company.notifications.saved') : null}
            invalid={failed ? (isApiError(error) ? error.message : t('company.notifications.failed')) : null}
            testId={testId}
          />
          {events.map((event) => (
            <Group
              key={event}
              justify="space-between"
              gap="xs"
              wrap="wrap"
              data-testid={`${testId}-${event}`}
            >
              <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
                <Text size="sm" fw={600} id={`${testId}-${event}-label`}>
                  {t(`company.notifications.event.${event}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`company.notifications.eventHint.${event}`)}
                </Text>
              </div>
              {channels.length > 2 ? (
                <NativeSelect
                  size="xs"
                  value={values[event]}
                  onChange={(e) => choose(event, e.currentTarget.value as Choice)}
                  data={options(event)}
                  aria-labelledby={`${testId}-${event}-label`}
                />
              ) : (
                <SegmentedControl
                  size="xs"
                  value={values[event] ?? 'default'}
                  onChange={(value) => choose(event, value as Choice)}
                  data={options(event)}
                  aria-labelledby={`${testId}-${event}-label`}
                />
              )}
            </Group>
          ))}
          <div>
            <SaveButton saving={saving} testId={`${testId}-save`}>
              {t('company.notifications.save')}
            </SaveButton>
          </div>
        </Stack>
      </SubmitForm>
    </Panel>
  )
}
