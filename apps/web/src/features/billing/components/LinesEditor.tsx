import { Group, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { lineTotalMinor } from '@portico/domain'
import { AddButton } from '../../../shared/ui/AddButton.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { FieldErrors } from '../../../shared/ui/formErrors.ts'
import { RemoveButton } from '../../../shared/ui/RemoveButton.tsx'
import { TableHead } from '../../../shared/ui/TableHead.tsx'
import { emptyLine, type LineDraft, totalLines } from '../documentForm.ts'
import { useBillingFormat } from '../format.ts'

/** The document's lines: description, period, quantity, unit price, VAT rate; a line total per row. */
export function LinesEditor({
  lines,
  currency,
  vatRates,
  errors,
  onChange,
}: {
  lines: LineDraft[]
  currency: string
  vatRates: { rate_bp: number; label: string }[]
  errors: FieldErrors
  onChange: (lines: LineDraft[]) => void
}) {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const amounts = totalLines({ lines, currency } as Parameters<typeof totalLines>[0])
  const defaultRate = vatRates[0]?.rate_bp ?? 2100
  const rateOptions = (current: string) => {
    const options = vatRates.map((r) => ({ value: String(r.rate_bp), label: r.label }))
    if (!options.some((o) => o.value === current))
      options.push({ value: current, label: format.percent(Number(current)) })
    return options
  }
  const update = (index: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)))
  const error = (index: number, field: string) => errors[`lines.${index}.${field}`]
  /** A text field of line `index`: its value, edit and message (the API's field name where it differs). */
  const field = (
    index: number,
    name: 'description' | 'period_start' | 'period_end' | 'quantity' | 'unit_price',
    apiName: string = name,
  ) => ({
    value: lines[index]?.[name] ?? '',
    onChange: (e: { currentTarget: { value: string } }) => update(index, { [name]: e.currentTarget.value }),
    error: error(index, apiName),
  })

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="xs" data-testid="lines">
          <TableHead
            cells={[
              t('billing.lines.description'),
              { label: t('billing.lines.quantity'), w: 100 },
              { label: t('billing.lines.unitPrice', { currency }), w: 140 },
              { label: t('billing.lines.vat'), w: 150 },
              { label: t('billing.lines.total'), w: 130, ta: 'right' },
              { label: <VisuallyHidden>{t('billing.lines.actions')}</VisuallyHidden>, w: 48 },
            ]}
          />
          <Table.Tbody>
            {lines.map((line, index) => {
              const n = index + 1
              const amount = amounts[index]
              return (
                <Table.Tr key={line.key} data-testid="line" style={{ verticalAlign: 'top' }}>
                  <Table.Td>
                    <Stack gap={6}>
                      <TextInput
                        aria-label={t('billing.lines.descriptionOf', { n })}
                        {...field(index, 'description')}
                        maxLength={1000}
                        data-testid="line-description"
                      />
                      <Group gap={6} wrap="nowrap">
                        <Text size="xs" c="dimmed">
                          {t('billing.lines.period')}
                        </Text>
                        <TextInput
                          type="date"
                          size="xs"
                          aria-label={t('billing.lines.periodStartOf', { n })}
                          {...field(index, 'period_start')}
                        />
                        <Text size="xs" c="dimmed" aria-hidden>
                          –
                        </Text>
                        <TextInput
                          type="date"
                          size="xs"
                          aria-label={t('billing.lines.periodEndOf', { n })}
                          {...field(index, 'period_end')}
                        />
                      </Group>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('billing.lines.quantityOf', { n })}
                      {...field(index, 'quantity')}
                      inputMode="decimal"
                      data-testid="line-quantity"
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('billing.lines.unitPriceOf', { n })}
                      {...field(index, 'unit_price', 'unit_price_minor')}
                      inputMode="decimal"
                      placeholder={format.language === 'nl' ? '0,00' : '0.00'}
                      data-testid="line-price"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('billing.lines.vatOf', { n })}
                      data={rateOptions(line.vat_rate_bp)}
                      value={line.vat_rate_bp}
                      onChange={(value) => value && update(index, { vat_rate_bp: value })}
                      allowDeselect={false}
                      error={error(index, 'vat_rate_bp')}
                      data-testid="line-vat"
                    />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', paddingTop: 14 }}>
                    <Text size="sm" data-testid="line-total">
                      {amount
                        ? format.money(lineTotalMinor(amount.quantity, amount.unit_price_minor), currency)
                        : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RemoveButton
                      label={t('billing.lines.remove', { n })}
                      onClick={() => onChange(lines.filter((_, i) => i !== index))}
                      testId="line-remove"
                    />
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <AddButton onClick={() => onChange([...lines, emptyLine(defaultRate)])} testId="line-add">
          {t('billing.lines.add')}
        </AddButton>
      </Group>
    </Stack>
  )
}
