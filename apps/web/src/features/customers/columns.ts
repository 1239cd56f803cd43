import { CustomerCsvColumns } from '@portico/contracts'
import { type KeyValueStorage, readItem, writeItem } from '../../shared/lib/storage.ts'
import type { RecordKind } from './kind.ts'

/** List columns are the CSV export's columns, so "export the visible columns" is exact. */
export type ListColumn = (typeof CustomerCsvColumns)[number]
export const LIST_COLUMNS: readonly ListColumn[] = CustomerCsvColumns
export const DEFAULT_COLUMNS: readonly ListColumn[] = [
  'number',
  'name',
  'billing_email',
  'vat_id',
  'city',
  'country',
]
/** Without these a row cannot be recognised or opened. */
export const FIXED_COLUMNS: readonly ListColumn[] = ['name']

export const columnsStorageKey = (kind: RecordKind) => `portico.${kind}.columns`

function isColumn(value: unknown): value is ListColumn {
  return typeof value === 'string' && (LIST_COLUMNS as readonly string[]).includes(value)
}

/** The remembered choice, in the table's column order; anything unreadable gives the default. */
export function readColumns(storage: KeyValueStorage, kind: RecordKind): ListColumn[] {
  const raw = readItem(storage, columnsStorageKey(kind))
  if (!raw) return [...DEFAULT_COLUMNS]
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return [...DEFAULT_COLUMNS]
    return normalizeColumns(parsed.filter(isColumn))
  } catch {
    return [...DEFAULT_COLUMNS]
  }
}

export function writeColumns(
  storage: KeyValueStorage,
  kind: RecordKind,
  columns: readonly ListColumn[],
): void {
  writeItem(storage, columnsStorageKey(kind), JSON.stringify(normalizeColumns(columns)))
}

/** Table order, no duplicates, fixed columns always present. */
export function normalizeColumns(columns: readonly ListColumn[]): ListColumn[] {
  const chosen = new Set([...columns, ...FIXED_COLUMNS])
  return LIST_COLUMNS.filter((column) => chosen.has(column))
}

/** Query string of GET /{kind}/export: the list's filters and the visible columns. */
export function exportQuery(
  filters: Record<string, string | undefined>,
  columns: readonly ListColumn[],
): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  params.set('columns', columns.join(','))
  return params.toString()
}
