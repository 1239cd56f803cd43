import { TextInput } from '@mantine/core'
import { MonitoringInputSchema, type NetworkDevice } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FieldErrors, problemFieldErrors, schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { useDeviceMonitoring } from '../queries.ts'

/** Pauses a device's monitoring for a number of hours (maintenance): no alerts until then. */
export function PauseDialog({ device, onClose }: { device: NetworkDevice; onClose: () => void }) {
  const { t } = useFeatureTranslation()
  const monitoring = useDeviceMonitoring(device.id)
  const [hours, setHours] = useState('4')
  const [errors, setErrors] = useState<FieldErrors>({})
  const submit = async () => {
    const parsed = MonitoringInputSchema.safeParse({ monitoring: 'paused', hours: Number(hours) })
    if (!parsed.success)
      return setErrors(schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue)))
    try {
      await monitoring.mutateAsync(parsed.data)
      onClose()
    } catch (error) {
      if (!isApiError(error)) throw error
      const found = problemFieldErrors(error.problem)
      setErrors({ ...found, form: found.hours ? '' : (error.problem?.detail ?? error.message) })
    }
  }
  return (
    <FormDialog
      title={t('aas.network.pauseTitle', { name: device.name })}
      onClose={onClose}
      testId="pause"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      alerts={[errors.form]}
      actionLabel={t('aas.network.pauseSubmit')}
      busy={monitoring.isPending}
    >
      <TextInput
        label={t('aas.network.pauseHours')}
        description={t('aas.network.pauseHint')}
        inputMode="numeric"
        value={hours}
        error={errors.hours}
        onChange={(e) => setHours(e.currentTarget.value)}
        data-autofocus
        data-testid="pause-hours"
      />
    </FormDialog>
  )
}
