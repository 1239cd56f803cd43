import { Group, Select, Stack, Text, TextInput } from '@mantine/core'
import { lineTotalMinor } from '@portico/domain'
import { AddButton } from '../../../shared/ui/AddButton.tsx'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { FieldErrors } from '../../../shared/ui/formErrors.ts'
import { RemoveButton } from '../../../shared/ui/RemoveButton.tsx'
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

  const columns: DataColumn<LineDraft>[] = [
    {
      key: 'description',
      header: t('billing.lines.description'),
      wide: true,
      render: (_, index) => {
        const n = index + 1
        return (
          <Stack gap={6}>
            <TextInput
              aria-label={t('billing.lines.descriptionOf', { n })}
              {...field(index, 'description')}
              maxLength={1000}
              data-testid="line-description"
            />
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {t('billing.lines.period')}
              </Text>
              {/* On a phone the two dates go under their label and share the card's width. */}
              <Group gap={6} wrap="nowrap" flex="1 1 15rem" miw={0}>
                <TextInput
                  type="date"
                  size="xs"
                  flex={1}
                  miw={0}
                  aria-label={t('billing.lines.periodStartOf', { n })}
                  {...field(index, 'period_start')}
                />
                <Text size="xs" c="dimmed" aria-hidden>
                  –
                </Text>
                <TextInput
                  type="date"
                  size="xs"
                  flex={1}
                  miw={0}
                  aria-label={t('billing.lines.periodEndOf', { n })}
                  {...field(index, 'period_end')}
                />
              </Group>
            </Group>
          </Stack>
        )
      },
    },
    {
      key: 'quantity',
      header: t('billing.lines.quantity'),
      width: 100,
      render: (_, index) => (
        <TextInput
          aria-label={t('billing.lines.quantityOf', { n: index + 1 })}
          {...field(index, 'quantity')}
          inputMode="decimal"
          data-testid="line-quantity"
        />
      ),
    },
    {
      key: 'unit_price',
      header: t('billing.lines.unitPrice', { currency }),
      width: 140,
      render: (_, index) => (
        <TextInput
          aria-label={t('billing.lines.unitPriceOf', { n: index + 1 })}
          {...field(index, 'unit_price', 'unit_price_minor')}
          inputMode="decimal"
          placeholder={format.language === 'nl' ? '0,00' : '0.00'}
          data-testid="line-price"
        />
      ),
    },
    {
      key: 'vat',
      header: t('billing.lines.vat'),
      width: 150,
      render: (line, index) => (
        <Select
          aria-label={t('billing.lines.vatOf', { n: index + 1 })}
          data={rateOptions(line.vat_rate_bp)}
          value={line.vat_rate_bp}
          onChange={(value) => value && update(index, { vat_rate_bp: value })}
          allowDeselect={false}
          error={error(index, 'vat_rate_bp')}
          data-testid="line-vat"
        />
      ),
    },
    {
      key: 'total',
      header: t('billing.lines.total'),
      width: 130,
      align: 'right',
      nowrap: true,
      render: (_, index) => {
        const amount = amounts[index]
        return (
          // Level with the inputs' text beside it in the table.
          <Text size="sm" pt={{ base: 0, xs: 6 }} data-testid="line-total">
            {amount ? format.money(lineTotalMinor(amount.quantity, amount.unit_price_minor), currency) : ''}
          </Text>
        )
      },
    },
    {
      key: 'remove',
      header: t('billing.lines.actions'),
      width: 48,
      actions: true,
      render: (_, index) => (
        <RemoveButton
          label={t('billing.lines.remove', { n: index + 1 })}
          onClick={() => onChange(lines.filter((_, i) => i !== index))}
          testId="line-remove"
        />
      ),
    },
  ]

  return (
    <Stack gap="sm">
      <DataTable
        columns={columns}
        rows={lines}
        rowKey={(line) => line.key}
        testId="lines"
        rowTestId="line"
        minWidth={860}
        stackOnPhone
        plain
      />
      <Group>
        <AddButton onClick={() => onChange([...lines, emptyLine(defaultRate)])} testId="line-add">
          {t('billing.lines.add')}
        </AddButton>
      </Group>
    </Stack>
  )
}
