import { pipeline, Readable } from 'node:stream'
import {
  ContactInputSchema,
  type Customer,
  CustomerCsvColumns,
  type CustomerExportQuery,
  CustomerInputSchema,
  type ImportReport,
} from '@portico/contracts'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify'
import type { RequestContext } from '../../auth/context.ts'
import { canEdit } from '../../auth/permissions.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { type ContactColumns, contactWrites } from './contacts.repository.ts'
import { contactColumns } from './contacts.service.ts'
import { findCustomerByNumber, listCustomers, type RecordKind } from './customers.repository.ts'
import { createRecord } from './customers.service.ts'
import { customersTexts } from './customers.texts.ts'

type Column = (typeof CustomerCsvColumns)[number]
const cell: Record<Column, (c: Customer) => string | number | null> = {
  number: (c) => c.number,
  name: (c) => c.name,
  billing_email: (c) => c.billing_email,
  phone: (c) => c.phone,
  vat_id: (c) => c.vat_id,
  coc_number: (c) => c.coc_number,
  street: (c) => c.address.street,
  postal_code: (c) => c.address.postal_code,
  city: (c) => c.address.city,
  country: (c) => c.address.country,
  language: (c) => c.language,
  currency: (c) => c.currency,
  payment_terms_days: (c) => c.payment_terms_days,
}

export function exportColumns(raw?: string): Column[] {
  if (!raw) return [...CustomerCsvColumns]
  const wanted = raw.split(',').map((c) => c.trim())
  const unknown = wanted.filter((c) => !(CustomerCsvColumns as readonly string[]).includes(c))
  if (unknown.length)
    throw new BadRequest(withValues(customersTexts.unknownColumns, { columns: unknown.join(', ') }), [
      { field: 'columns', message: 'unknown column' },
    ])
  return wanted as Column[]
}

/**
 * The whole filtered list as CSV, page by page (keyset), so memory stays flat for any size. The first
 * page is read before answering, so a bad query is a clean error; a later failure ends the stream
 * with an error (the response is aborted), never an unhandled one.
 */
export async function exportCsv(
  ctx: RequestContext,
  { kind, query: q }: { kind: RecordKind; query: CustomerExportQuery },
): Promise<Readable> {
  const columns = exportColumns(q.columns)
  const first = await listCustomers(ctx, kind, { ...q, limit: 1000 })
  async function* rows() {
    let page = first
    for (;;) {
      for (const customer of page.data) yield columns.map((c) => safe(cell[c](customer)))
      if (!page.next_cursor) return
      page = await listCustomers(ctx, kind, { ...q, limit: 1000, cursor: page.next_cursor })
    }
  }
  // pipeline (unlike pipe) forwards an error of any stage to the last one, which fastify watches.
  const csv = stringify({ header: true, columns })
  pipeline(Readable.from(rows()), csv, () => undefined)
  return csv
}

// A formula-looking cell (=, +, -, @) is prefixed so spreadsheets show it as text (CSV injection).
const safe = (v: unknown) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v)

type Row = Record<string, string>
type CsvImport = { kind: RecordKind; csv: string }
function parseCsv(text: string): Row[] {
  try {
    return parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Row[]
  } catch (error) {
    throw new BadRequest(withValues(customersTexts.invalidCsv, { reason: (error as Error).message }), [
      { field: 'body', message: 'invalid CSV' },
    ])
  }
}
const blank = (v: string | undefined) => (v === undefined || v === '' ? undefined : v)

/** The named cells of a row, each with an empty cell as missing (the schema's optionals and defaults apply). */
const cells = <Name extends string>(row: Row, names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, blank(row[name])])) as Record<Name, string | undefined>

/** The line a data row stands on in the file: 1-based, after the header line. */
const rowNumber = (index: number) => index + 2

/** A row's validation issues as report lines, each naming its field. */
const rowErrors = (index: number, issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues.map((issue) => ({
    row: rowNumber(index),
    field: issue.path.at(-1)?.toString() ?? 'row',
    message: issue.message,
  }))

/** Imports customers: every row is checked first; one bad row imports nothing and reports all of them. */
export async function importCustomers(ctx: RequestContext, { kind, csv }: CsvImport) {
  const report: ImportReport = { imported: 0, errors: [] }
  const inputs = parseCsv(csv).map((row, i) => {
    const parsed = CustomerInputSchema.safeParse({
      name: row.name ?? '',
      ...cells(row, ['billing_email', 'phone', 'vat_id', 'coc_number', 'language', 'currency']),
      address: cells(row, ['street', 'postal_code', 'city', 'country']),
      payment_terms_days:
        blank(row.payment_terms_days) === undefined ? undefined : Number(row.payment_terms_days),
    })
    if (!parsed.success) report.errors.push(...rowErrors(i, parsed.error.issues))
    return parsed.data
  })
  if (report.errors.length || inputs.length === 0) return report
  await ctx.transaction(async (tx) => {
    for (const body of inputs) if (body) await createRecord(tx, { kind, body })
  })
  return { imported: inputs.length, errors: [] }
}

/** Imports contacts of existing records, matched by their number (`customer_number`), all or nothing. */
export async function importContacts(ctx: RequestContext, { kind, csv }: CsvImport) {
  const report: ImportReport = { imported: 0, errors: [] }
  const planned: { companyId: string; values: ContactColumns }[] = []
  for (const [i, row] of parseCsv(csv).entries()) {
    const number = Number(row.customer_number)
    const company = Number.isInteger(number) ? await findCustomerByNumber(ctx, kind, number) : undefined
    if (!company || !canEdit(ctx, company)) {
      report.errors.push({
        row: rowNumber(i),
        field: 'customer_number',
        message: 'No such record that you may edit',
      })
      continue
    }
    const parsed = ContactInputSchema.safeParse({
      ...cells(row, Object.keys(ContactInputSchema.shape)),
      full_name: row.full_name ?? '',
    })
    if (!parsed.success) {
      report.errors.push(...rowErrors(i, parsed.error.issues))
      continue
    }
    planned.push({ companyId: company.id, values: contactColumns(parsed.data) })
  }
  if (report.errors.length || planned.length === 0) return report
  await ctx.transaction(async (tx) => {
    for (const p of planned) {
      const id = await contactWrites.insert(tx, p.companyId, p.values)
      const entry = { entity: 'contact', entity_id: id, company_id: p.companyId, after: p.values }
      await audit(tx, { action: 'contact.imported', ...entry })
    }
  })
  return { imported: planned.length, errors: [] }
}
