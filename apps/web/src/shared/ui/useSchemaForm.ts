import { useCallback, useMemo, useState } from 'react'
import { type FieldErrors, type SchemaIssue, schemaFieldErrors } from './formErrors.ts'

/** Anything with zod's safeParse; the contract schemas qualify. */
export type ParseSchema<Out> = {
  safeParse(
    value: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: SchemaIssue[] } }
}

/** Flat form state keyed by the input schema's field paths ("address.city"), all strings. */
export type FormValues = Record<string, string>

export type SchemaFormOptions<Out> = {
  schema: ParseSchema<Out>
  initial: FormValues
  /** Turns the flat strings into the schema's input (nesting, empty -> null, numbers). */
  toInput: (values: FormValues) => unknown
  message: (issue: SchemaIssue) => string
}

/**
 * One form state for create and edit: validation comes from the contract schema, never from rules in
 * JSX; server field errors (problem+json) land on the same keys.
 */
export function useSchemaForm<Out>({ schema, initial, toInput, message }: SchemaFormOptions<Out>) {
  const [values, setValues] = useState<FormValues>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})

  const setField = useCallback((name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }))
    setErrors((previous) => {
      if (!(name in previous)) return previous
      const { [name]: _removed, ...rest } = previous
      return rest
    })
  }, [])

  const validate = useCallback((): Out | null => {
    const result = schema.safeParse(toInput(values))
    if (result.success) {
      setErrors({})
      return result.data
    }
    setErrors(schemaFieldErrors(result.error.issues, message))
    return null
  }, [schema, toInput, values, message])

  const reset = useCallback((next: FormValues) => {
    setValues(next)
    setErrors({})
  }, [])

  /** Props for a Mantine text-like input bound to one field. */
  const text = useCallback(
    (name: string) => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event: { currentTarget: { value: string } }) => setField(name, event.currentTarget.value),
    }),
    [values, errors, setField],
  )

  /** Props for a Mantine Select bound to one field. */
  const select = useCallback(
    (name: string) => ({
      name,
      value: values[name] ? values[name] : null,
      error: errors[name],
      onChange: (value: string | null) => setField(name, value ?? ''),
    }),
    [values, errors, setField],
  )

  return useMemo(
    () => ({ values, errors, setErrors, setField, validate, reset, text, select }),
    [values, errors, setField, validate, reset, text, select],
  )
}

/** Empty strings become null: the API clears a field with null. */
export function orNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}
