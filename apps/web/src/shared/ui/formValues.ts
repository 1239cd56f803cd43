import { type FormValues, orNull } from './useSchemaForm.ts'

/**
 * An item's fields as the form's flat strings, read by path ("address.city"); a field the item
 * lacks (or a new item) gets its entry in `defaults`, else ''.
 */
export function formValuesOf(
  item: object | null | undefined,
  fields: readonly string[],
  defaults: FormValues = {},
): FormValues {
  const values: FormValues = {}
  for (const field of fields) {
    const value = field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], item)
    values[field] = value === null || value === undefined ? (defaults[field] ?? '') : String(value)
  }
  return values
}

/** Optional text fields back to the input's nesting ("address.city" -> address.city); empty is null. */
export function optionalInput(values: FormValues, fields: readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const field of fields) {
    const path = field.split('.')
    const last = path.pop() as string
    let at = input
    for (const key of path) {
      at[key] ??= {}
      at = at[key] as Record<string, unknown>
    }
    at[last] = orNull(values[field])
  }
  return input
}
