/** A booking of a test statement: amount in cents, CRDT or DBIT, the remittance text. */
export type CamtEntry = {
  ref: string
  cents: number
  credit?: boolean
  text: string
  debtor?: string
  iban?: string
  /** The transaction's end-to-end id (`<ref>-E2E` when not given). */
  endToEnd?: string
  /** A returned direct debit's reason code (RtrInf/Rsn/Cd). */
  returnReason?: string
}

const amount = (cents: number) => (cents / 100).toFixed(2)

/**
 * A CAMT.053.001.02 statement shaped like the sample files Dutch banks publish (ING's format guide):
 * group header, one Stmt with the account's IBAN, opening and closing balances, and per entry the
 * amount with its currency, CRDT/DBIT, status BOOK, booking and value dates, the bank's reference
 * (AcctSvcrRef) and the transaction's end-to-end id, debtor and unstructured remittance.
 */
export function camt053(entries: CamtEntry[], statementId = 'STMT-2026-11-30') {
  const ntry = entries
    .map(
      (e) => `
    <Ntry>
      <Amt Ccy="EUR">${amount(e.cents)}</Amt>
      <CdtDbtInd>${e.credit === false ? 'DBIT' : 'CRDT'}</CdtDbtInd>
      <Sts>BOOK</Sts>
      <BookgDt><Dt>2026-11-30</Dt></BookgDt>
      <ValDt><Dt>2026-11-30</Dt></ValDt>
      <AcctSvcrRef>${e.ref}</AcctSvcrRef>
      <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
      <NtryDtls><TxDtls>
        <Refs><EndToEndId>${e.endToEnd ?? `${e.ref}-E2E`}</EndToEndId></Refs>
        <RltdPties>
          <Dbtr><Nm>${e.debtor ?? 'Globex Ltd'}</Nm></Dbtr>
          <DbtrAcct><Id><IBAN>${e.iban ?? 'NL20INGB0001234567'}</IBAN></Id></DbtrAcct>
        </RltdPties>
        <RmtInf><Ustrd>${e.text}</Ustrd></RmtInf>${
          e.returnReason
            ? `
        <RtrInf><Rsn><Cd>${e.returnReason}</Cd></Rsn></RtrInf>`
            : ''
        }
      </TxDtls></NtryDtls>
    </Ntry>`,
    )
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${statementId}-MSG</MsgId><CreDtTm>2026-11-30T23:59:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <ElctrncSeqNb>330</ElctrncSeqNb>
      <CreDtTm>2026-11-30T23:59:00</CreDtTm>
      <Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-30</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-30</Dt></Dt></Bal>${ntry}
    </Stmt>
  </BkToCstmrStmt>
</Document>`
}

/** Staff import a statement (the XML as the body), as the bank page sends it. */
export const importStatement = (baseUrl: string, token: string, xml: string) =>
  fetch(`${baseUrl}/api/v1/billing/bank-statements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
    body: xml,
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { data: Record<string, number>; errors: { field: string }[] },
  }))
