/** Bookkeeping fields change on every save and say nothing to a reader. */
const IGNORED = new Set(['id', 'version', 'created_at', 'updated_at', 'company_id'])

export type FieldChange = { field: string; before: string; after: string }

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return prefix ? { [prefix]: value } : {}
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) Object.assign(out, flatten(inner, path))
    else out[path] = inner
  }
  return out
}

export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The fields an audit entry changed, from its before/after snapshots (either may be missing). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const a = flatten(before)
  const b = flatten(after)
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (field) => !IGNORED.has(field.split('.')[0] ?? field),
  )
  return fields
    .filter((field) => JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null))
    .map((field) => ({ field, before: displayValue(a[field]), after: displayValue(b[field]) }))
}
