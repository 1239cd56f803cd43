import { useCallback, useState } from 'react'
import { isApiError } from '../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../shared/ui/featureTranslations.ts'
import { type FieldErrors, problemFieldErrors, unplacedErrors } from '../../shared/ui/formErrors.ts'

/**
 * What every save does with the answer: 412 -> offer the latest version, 400 with field errors -> on
 * the fields (and the rest above the form), anything else -> one message.
 */
export function useSubmitFlow(setErrors: (errors: FieldErrors) => void, fields: readonly string[]) {
  const { t } = useFeatureTranslation()
  const [conflict, setConflict] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const run = useCallback(
    async (validated: unknown, save: () => Promise<unknown>) => {
      setFailure(null)
      if (validated === null) return setFailure(t('ui.forms.fixErrors'))
      try {
        await save()
      } catch (error) {
        if (isApiError(error) && error.status === 412) return setConflict(true)
        const fieldErrors = isApiError(error) ? problemFieldErrors(error.problem) : {}
        if (Object.keys(fieldErrors).length > 0) {
          setErrors(fieldErrors)
          const elsewhere = unplacedErrors(fieldErrors, fields)
          return setFailure(elsewhere.length ? elsewhere.join('; ') : t('ui.forms.fixErrors'))
        }
        setFailure(t('customers.form.saveFailed', { message: (error as Error).message }))
      }
    },
    [t, setErrors, fields],
  )
  const resolved = useCallback(() => {
    setConflict(false)
    setFailure(null)
  }, [])
  return { conflict, failure, run, resolved }
}
