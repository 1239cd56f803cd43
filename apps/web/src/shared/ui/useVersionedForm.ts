import { useEffect, useState } from 'react'
import { isApiError } from '../api/ApiError.ts'
import { useFeatureTranslation } from './featureTranslations.ts'
import { type FieldErrors, type SchemaIssue, schemaFieldErrors, validationText } from './formErrors.ts'
import { issueMessage } from './issueMessage.ts'

type Schema = {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } }
}

export type VersionedFormOptions<Record extends { version: number }, State, Input, Keys> = {
  /** The saved record; null while it loads or when the form adds a new one. */
  loaded: Record | null
  /** Changes when the form is about another record (its key). */
  recordKey: string
  empty(): State
  formOf(record: Record): State
  /** The request body the state makes and what the form needs to name fields of its paths. */
  inputOf(state: State): { input: Input; keys: Keys }
  schema: Schema
  /** The form field that shows the message of a contract path. */
  fieldOf(path: string, keys: Keys): string
  save: { mutateAsync(args: { version?: number; input: Input }): Promise<unknown> }
  /** The messages an edit removes; by default those of the fields it changes. */
  clears?(patch: Partial<State>, field: string): boolean
}

/**
 * A form that adds a record or saves it at its version (If-Match): the state follows the loaded
 * record, an edit removes its fields' messages, submit checks the contract first and maps the API's
 * field errors onto the form. A 412 is left to the save status (someone saved first; reload).
 */
export function useVersionedForm<Record extends { version: number }, State, Input, Keys>(
  options: VersionedFormOptions<Record, State, Input, Keys>,
) {
  const { t } = useFeatureTranslation()
  const { loaded, recordKey } = options
  const [state, setState] = useState<State>(() => options.empty())
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saved, setSaved] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the state restarts only for another record
  useEffect(() => {
    setState(loaded ? options.formOf(loaded) : options.empty())
  }, [loaded, recordKey])

  const change = (patch: Partial<State>) => {
    setState((previous) => ({ ...previous, ...patch }))
    setSaved(false)
    const clears = options.clears ?? ((edit: Partial<State>, field: string) => field in edit)
    setErrors((previous) => {
      const kept = Object.entries(previous).filter(([field]) => !clears(patch, field))
      return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept)
    })
  }

  const submit = async () => {
    const { input, keys } = options.inputOf(state)
    const parsed = options.schema.safeParse(input)
    if (!parsed.success) {
      const message = (issue: SchemaIssue) => issueMessage(t, issue)
      return setErrors(schemaFieldErrors(parsed.error.issues, message, (path) => options.fieldOf(path, keys)))
    }
    setErrors({})
    try {
      await options.save.mutateAsync({ version: loaded?.version, input })
      setSaved(true)
    } catch (error) {
      if (!isApiError(error) || error.status === 412) return
      const next: FieldErrors = {}
      for (const e of error.problem?.errors ?? []) {
        next[options.fieldOf(e.field ?? '', keys)] ??= validationText(e.message)
      }
      setErrors({ ...next, form: error.problem?.detail ?? error.message })
    }
  }

  return { state, errors, saved, change, submit }
}
