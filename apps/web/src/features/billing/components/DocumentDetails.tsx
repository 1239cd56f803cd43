import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { BillingDocument } from '@portico/contracts'
import { toEurMinor } from '@portico/domain'
import { Link } from 'react-router'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { useBillingFormat } from '../format.ts'
import { AmountRow, VatRow } from './AmountRow.tsx'

type Line = BillingDocument['lines'][number]

/**
 * What a document says, as the server computed it (issued documents are frozen): parties, dates,
 * lines, VAT per rate (also in EUR), totals, what was paid and credited, and its related documents.
 */
export function DocumentDetails({
  document: doc,
  linkTo,
}: {
  document: BillingDocument
  /** Where a related document (original invoice, quote, converted invoice) opens; null: no link. */
  linkTo: (id: string) => string | null
}) {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const money = (minor: number) => format.money(minor, doc.currency)
  const right = (text: string) => (
    <Text size="sm" ta="right">
      {text}
    </Text>
  )
  const lineColumns: DataColumn<Line>[] = [
    {
      key: 'description',
      header: t('billing.lines.description'),
      render: (line) => (
        <>
          {line.description}
          {line.period_start || line.period_end ? (
            <Text size="xs" c="dimmed">
              {format.date(line.period_start)} – {format.date(line.period_end)}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'quantity', header: t('billing.lines.quantity'), render: (line) => right(line.quantity) },
    {
      key: 'unit',
      header: t('billing.lines.unitPrice', { currency: doc.currency }),
      nowrap: true,
      render: (line) => right(money(line.unit_price_minor)),
    },
    { key: 'vat', header: t('billing.lines.vat'), render: (line) => right(format.percent(line.vat_rate_bp)) },
    {
      key: 'total',
      header: t('billing.lines.total'),
      nowrap: true,
      render: (line) => right(money(line.line_total_minor)),
    },
  ]
  const party = doc.customer
  const fact = (label: string, value: React.ReactNode, testId?: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </div>
  )
  const related = (id: string | null, label: string, testId: string) => {
    if (!id) return null
    const to = linkTo(id)
    return (
      <Text size="sm" data-testid={testId}>
        {to ? (
          <Anchor component={Link} to={to}>
            {label}
          </Anchor>
        ) : (
          label
        )}
      </Text>
    )
  }
  const eur = doc.currency !== 'EUR' && doc.eur_rate ? doc.eur_rate : null
  return (
    <Stack>
      <Panel>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('billing.fields.customer')}
            </Text>
            <Text fw={600} data-testid="document-customer">
              {party?.name ?? doc.customer_name}
            </Text>
            {party?.street ? <Text size="sm">{party.street}</Text> : null}
            {party?.postal_code || party?.city ? (
              <Text size="sm">{[party.postal_code, party.city].filter(Boolean).join(' ')}</Text>
            ) : null}
            {party?.country ? <Text size="sm">{party.country}</Text> : null}
            {party?.vat_id ? <Text size="sm">{t('billing.view.vatId', { id: party.vat_id })}</Text> : null}
          </Stack>
          <SimpleGrid cols={2} spacing="sm">
            {fact(
              t(doc.kind === 'invoice' ? 'billing.fields.issue_date' : 'billing.fields.date'),
              format.date(doc.issue_date),
              'document-issue-date',
            )}
            {doc.kind === 'quote'
              ? fact(t('billing.fields.valid_until'), format.date(doc.valid_until))
              : null}
            {/* A credit note is not paid by the customer: it has no due date (issue 26, item 10). */}
            {doc.kind === 'invoice'
              ? fact(t('billing.fields.due_date'), format.date(doc.due_date), 'document-due-date')
              : null}
            {fact(t('billing.fields.supply_date'), format.date(doc.supply_date))}
            {fact(t('billing.fields.language'), t(`languages.${doc.language}`))}
            {eur ? fact(t('billing.fields.eur_rate', { currency: doc.currency }), eur) : null}
          </SimpleGrid>
        </SimpleGrid>
        <Stack gap={2} mt="md">
          {related(
            doc.original_id,
            t('billing.view.creditsInvoice', { number: doc.original_number ?? '' }),
            'document-original',
          )}
          {related(doc.quote_id, t('billing.view.fromQuote'), 'document-quote')}
          {related(doc.converted_invoice_id, t('billing.view.convertedTo'), 'document-converted')}
        </Stack>
      </Panel>
      <Panel title={t('billing.editor.lines')} titleGap="sm">
        {/* On a phone each line is a card: a document's five columns do not fit 390 px. */}
        <DataTable
          columns={lineColumns}
          rows={doc.lines}
          rowKey={(line) => line.id}
          testId="document-lines"
          stackOnPhone
        />
        <Group justify="flex-end" mt="md">
          <Stack gap={4} miw={300} data-testid="document-totals">
            <AmountRow label={t('billing.totals.subtotal')} value={money(doc.subtotal_minor)} />
            {doc.vat_breakdown.map((vat) => (
              <VatRow
                key={vat.rate_bp}
                vat={vat}
                currency={doc.currency}
                eurMinor={eur ? (vat.vat_eur_minor ?? toEurMinor(vat.vat_minor, eur)) : null}
              />
            ))}
            {doc.reverse_charge ? (
              <Text size="sm" c="dimmed" data-testid="document-reverse-charge">
                {t('billing.totals.reverseCharge')}
              </Text>
            ) : null}
            <AmountRow
              label={t('billing.totals.total')}
              value={money(doc.total_minor)}
              strong
              testId="document-total"
            />
            {doc.kind === 'invoice' && doc.status !== 'draft' ? (
              <>
                {doc.paid_minor ? (
                  <AmountRow label={t('billing.totals.paid')} value={money(doc.paid_minor)} />
                ) : null}
                {doc.credited_minor ? (
                  <AmountRow label={t('billing.totals.credited')} value={money(doc.credited_minor)} />
                ) : null}
                <AmountRow
                  label={t('billing.fields.balance')}
                  value={money(doc.balance_minor)}
                  strong
                  testId="document-balance"
                />
              </>
            ) : null}
          </Stack>
        </Group>
      </Panel>
      {doc.notes ? (
        <Panel>
          <Text size="xs" c="dimmed">
            {t('billing.fields.notes')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {doc.notes}
          </Text>
        </Panel>
      ) : null}
    </Stack>
  )
}
