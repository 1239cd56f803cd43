import { currencyExponent } from '@portico/domain'
import { XMLParser } from 'fast-xml-parser'

/** One booking of a bank statement (CAMT.053 `Ntry`), as the matching needs it. */
export type StatementEntry = {
  /** The bank's own unique reference (`AcctSvcrRef`): what makes an import idempotent. */
  reference: string
  amountMinor: number
  currency: string
  /** CRDT: money in; DBIT: money out (a refund, a returned direct debit). */
  credit: boolean
  bookingDate: string
  debtorName: string | null
  debtorIban: string | null
  /** Free text (`Ustrd`) and the structured reference (`Strd/CdtrRefInf/Ref`), as given. */
  remittance: string
  structuredReference: string | null
  endToEndId: string | null
  /** A returned direct debit's reason (`RtrInf/Rsn/Cd`, e.g. MD06). */
  returnReason: string | null
}

export type Statement = { id: string; iban: string | null; entries: StatementEntry[] }

type Node = Record<string, unknown>
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {})
const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null
  if (typeof value === 'object') return text((value as Node)['#text'])
  return String(value).trim() || null
}
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]

/** Thrown when the body is not a CAMT.053 statement the portal can read. */
export class NotAStatement extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['Stmt', 'Ntry', 'TxDtls', 'Ustrd'].includes(name),
})

/**
 * Reads a CAMT.053 bank-to-customer statement (versions .001.02 to .001.08, as ING, Rabobank and ABN
 * AMRO send them): per statement its id and account, per booked entry its amount, direction, dates,
 * the bank's reference, the debtor and the remittance information of its transactions.
 */
export function parseCamt053(xml: string): Statement[] {
  let doc: Node
  try {
    doc = node(parser.parse(xml, true))
  } catch (error) {
    throw new NotAStatement((error as Error).message)
  }
  const statements = list(node(node(doc.Document).BkToCstmrStmt).Stmt)
  if (statements.length === 0) throw new NotAStatement('no BkToCstmrStmt/Stmt')
  return statements.map((raw, s) => {
    const stmt = node(raw)
    const id = text(stmt.Id) ?? `statement-${s + 1}`
    const iban = text(node(node(stmt.Acct).Id).IBAN)
    const entries = list(stmt.Ntry).flatMap((rawEntry, e): StatementEntry[] => {
      const entry = node(rawEntry)
      const status = text(node(entry.Sts).Cd) ?? text(entry.Sts)
      if (status && status !== 'BOOK') return []
      const amount = node(entry.Amt)
      const currency = text(amount['@Ccy']) ?? 'EUR'
      const value = Number(text(amount) ?? Number.NaN)
      if (!Number.isFinite(value)) throw new NotAStatement(`entry ${e + 1}: no amount`)
      const tx = list(node(entry.NtryDtls).TxDtls).map(node)
      const parties = node(tx[0]?.RltdPties)
      const debtor = node(parties.Dbtr)
      const remittance = tx.flatMap((t) => list(node(t.RmtInf).Ustrd).map((u) => text(u) ?? '')).join(' ')
      const structured = tx
        .map((t) => text(node(node(node(t.RmtInf).Strd).CdtrRefInf).Ref))
        .find((r) => r !== null)
      const date = node(entry.BookgDt)
      return [
        {
          reference: text(entry.AcctSvcrRef) ?? `${id}#${e + 1}`,
          amountMinor: Math.round(value * 10 ** currencyExponent(currency)),
          currency,
          credit: text(entry.CdtDbtInd) !== 'DBIT',
          bookingDate: (text(date.Dt) ?? text(date.DtTm) ?? '').slice(0, 10),
          debtorName: text(debtor.Nm) ?? text(node(debtor.Pty).Nm),
          debtorIban: text(node(node(parties.DbtrAcct).Id).IBAN),
          remittance: remittance.replace(/\s+/g, ' ').trim(),
          structuredReference: structured ?? null,
          endToEndId: text(node(tx[0]?.Refs).EndToEndId),
          returnReason: text(node(node(tx[0]?.RtrInf).Rsn).Cd),
        },
      ]
    })
    return { id, iban, entries }
  })
}
