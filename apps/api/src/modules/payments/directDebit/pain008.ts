import { Document } from 'sepa'

export type Creditor = { name: string; iban: string; bic: string | null; creditorId: string }
export type Collection = {
  endToEndId: string
  amountMinor: number
  mandateId: string
  mandateSignedOn: string
  debtorName: string
  debtorIban: string
  debtorBic: string | null
  remittance: string
}

/** A calendar day as the library wants it: a local date (it prints the local calendar date). */
const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12)
}

/**
 * A SEPA direct debit initiation (pain.008.001.08, the core scheme) of one collection date: one
 * payment information block, its id the message id, so a bank that books the batch as one credit
 * names it. Every collection is RCUR: since the 2016 rulebook a first collection may be one too.
 * The `sepa` package checks IBANs, the creditor id and the SEPA character set as it writes.
 */
export function pain008(
  messageId: string,
  created: Date,
  creditor: Creditor,
  date: string,
  collections: Collection[],
): string {
  const doc = new Document('pain.008.001.08')
  doc.grpHdr.id = messageId
  doc.grpHdr.created = created
  doc.grpHdr.initiatorName = creditor.name
  const info = doc.createPaymentInfo()
  info.id = messageId
  info.collectionDate = day(date)
  info.creditorIBAN = creditor.iban
  if (creditor.bic) info.creditorBIC = creditor.bic
  info.creditorName = creditor.name
  info.creditorId = creditor.creditorId
  info.sequenceType = 'RCUR'
  info.localInstrumentation = 'CORE'
  info.batchBooking = true
  doc.addPaymentInfo(info)
  for (const c of collections) {
    const tx = info.createTransaction()
    tx.end2endId = c.endToEndId
    tx.amount = c.amountMinor / 100
    tx.currency = 'EUR'
    tx.mandateId = c.mandateId
    tx.mandateSignatureDate = day(c.mandateSignedOn)
    tx.debtorName = c.debtorName
    tx.debtorIBAN = c.debtorIban
    if (c.debtorBic) tx.debtorBIC = c.debtorBic
    tx.remittanceInfo = c.remittance
    info.addTransaction(tx)
  }
  return doc.toString()
}
