import { TextInput } from '@mantine/core'
import { type Sim, type SimActionInput, SimActionInputSchema } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FieldErrors, problemFieldErrors, schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { useSimAction } from '../queries.ts'

/** A SIM swap (the new card's ICCID) or a data limit (MB per month, empty for none), queued at the MVNO. */
export function SimChangeDialog({
  sim,
  kind,
  onClose,
}: {
  sim: Sim
  kind: 'swap' | 'data_limit'
  onClose: () => void
}) {
  const { t } = useFeatureTranslation()
  const action = useSimAction(sim.id)
  const [value, setValue] = useState(kind === 'data_limit' ? String(sim.data_limit_mb ?? '') : '')
  const [errors, setErrors] = useState<FieldErrors>({})
  const field = kind === 'swap' ? 'new_iccid' : 'data_limit_mb'
  const input = (): SimActionInput =>
    kind === 'swap'
      ? { action: 'swap', new_iccid: value.trim() }
      : { action: 'data_limit', data_limit_mb: value.trim() === '' ? null : Number(value) }
  const submit = async () => {
    const parsed = SimActionInputSchema.safeParse(input())
    if (!parsed.success)
      return setErrors(schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue)))
    try {
      await action.mutateAsync(parsed.data)
      onClose()
    } catch (error) {
      if (!isApiError(error)) throw error
      const found = problemFieldErrors(error.problem)
      setErrors({ ...found, form: found[field] ? '' : (error.problem?.detail ?? error.message) })
    }
  }
  return (
    <FormDialog
      title={t(`connectivity.mobile.${kind}.title`, { number: sim.msisdn })}
      onClose={onClose}
      testId="sim-change"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      alerts={[errors.form]}
      actionLabel={t(`connectivity.mobile.${kind}.submit`)}
      busy={action.isPending}
    >
      <TextInput
        label={t(`connectivity.mobile.${kind}.label`)}
        description={t(`connectivity.mobile.${kind}.hint`)}
        inputMode="numeric"
        value={value}
        error={errors[field]}
        onChange={(e) => setValue(e.currentTarget.value)}
        data-autofocus
        data-testid="sim-change-value"
      />
    </FormDialog>
  )
}
