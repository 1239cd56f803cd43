import { type FormEvent, useState } from 'react'
import { isApiError } from '../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../shared/ui/featureTranslations.ts'
import { type FieldErrors, problemFieldErrors, schemaFieldErrors } from '../../shared/ui/formErrors.ts'
import { issueMessage } from '../../shared/ui/issueMessage.ts'
import type { ParseSchema } from '../../shared/ui/useSchemaForm.ts'

/** What the last save attempt left to tell: nothing yet, saved, a schema refusal, a 412, or a failure's message. */
export type SaveStatus = null | 'saved' | 'invalid' | 'conflict' | { failed: string }

type Parsed<Input> = ReturnType<ParseSchema<Input>['safeParse']>

type Options<Input> = {
  version: number
  save: (request: { version: number; input: Input }) => Promise<{ version: number }>
  /** Show a "fix the errors" banner when the schema refuses, not only the field messages. */
  reportInvalid?: boolean
}

/**
 * The save cycle of a billing settings form guarded by If-Match: the contract schema first, then the
 * save with the version last read; a 412 offers the newer version instead of overwriting it.
 */
export function useVersionedSave<Input>({ version: initial, save, reportInvalid = false }: Options<Input>) {
  const { t } = useFeatureTranslation()
  const [version, setVersion] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<SaveStatus>(null)

  const submit = async (parsed: Parsed<Input>) => {
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue)))
      if (reportInvalid) setStatus('invalid')
      return
    }
    setErrors({})
    try {
      const saved = await save({ version, input: parsed.data })
      setVersion(saved.version)
      setStatus('saved')
    } catch (error) {
      if (isApiError(error) && error.status === 412) return setStatus('conflict')
      setErrors(isApiError(error) ? problemFieldErrors(error.problem) : {})
      setStatus({ failed: (error as Error).message })
    }
  }
  /** A form's onSubmit: `parse` reads the current values through the contract schema. */
  const onSubmit = (parse: () => Parsed<Input>) => (event: FormEvent) => {
    event.preventDefault()
    void submit(parse())
  }
  /** After loading the latest version (the conflict's way out): start over from it. */
  const reloaded = (latest: number) => {
    setVersion(latest)
    setErrors({})
    setStatus(null)
  }
  return { errors, setErrors, status, setStatus, onSubmit, reloaded }
}
