import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { useFeatureTranslation } from '../../shared/ui/featureTranslations.ts'
import type { SchemaIssue } from '../../shared/ui/formErrors.ts'
import { issueMessage } from '../../shared/ui/issueMessage.ts'
import { type FormValues, type ParseSchema, useSchemaForm } from '../../shared/ui/useSchemaForm.ts'
import { useSubmitFlow } from './useSubmitFlow.ts'

type Versioned = { version: number }

/**
 * Create and edit of one item with the contract schema: the flat form state, field hints (translation
 * keys per field), the version sent as If-Match, and on 412 a reload of the latest version.
 */
export function useEditForm<Item extends Versioned, Input>(options: {
  schema: ParseSchema<unknown>
  item?: Item
  values: (item?: Item) => FormValues
  toInput: (values: FormValues) => Input
  /** Translation keys of field-specific hints, e.g. the format of a phone number. Keep it stable. */
  hints: Record<string, string>
  fields: readonly string[]
  save: (input: Input, version: number | undefined) => Promise<Item>
  reload: () => Promise<Item>
  onSaved: (saved: Item) => void
}) {
  const { t } = useFeatureTranslation()
  const { hints: hintKeys, values, save, reload, onSaved } = options
  const hints = useMemo(
    () => Object.fromEntries(Object.entries(hintKeys).map(([field, key]) => [field, t(key)])),
    [t, hintKeys],
  )
  const message = useCallback((issue: SchemaIssue) => issueMessage(t, issue, hints), [t, hints])
  const form = useSchemaForm({
    schema: options.schema,
    initial: values(options.item),
    toInput: options.toInput,
    message,
  })
  const [version, setVersion] = useState(options.item?.version)
  const flow = useSubmitFlow(form.setErrors, options.fields)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.validate()
    void flow.run(input, async () => onSaved(await save(input as Input, version)))
  }
  const reloadLatest = async () => {
    const latest = await reload()
    form.reset(values(latest))
    setVersion(latest.version)
    flow.resolved()
  }
  return { form, flow, submit, reload: () => void reloadLatest() }
}
