import { Group, Input, Stack, TextInput } from '@mantine/core'
import { AddButton } from '../../../shared/ui/AddButton.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { FieldErrors } from '../../../shared/ui/formErrors.ts'
import { RemoveButton } from '../../../shared/ui/RemoveButton.tsx'
import { rateRow, type SettingsValues } from '../settingsForm.ts'

/** The VAT rates the editor offers (21, 9 and 0 percent by default), first one preselected. */
export function VatRatesEditor({
  rows,
  errors,
  onChange,
}: {
  rows: SettingsValues['vat_rates']
  errors: FieldErrors
  onChange: (rows: SettingsValues['vat_rates']) => void
}) {
  const { t } = useFeatureTranslation()
  const update = (index: number, patch: Partial<SettingsValues['vat_rates'][number]>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  return (
    <Stack gap="xs">
      {errors.vat_rates ? <Input.Error role="alert">{errors.vat_rates}</Input.Error> : null}
      {rows.map((row, index) => (
        <Group key={row.key} align="flex-start" wrap="nowrap">
          <TextInput
            label={t('billing.settings.rate')}
            value={row.rate}
            onChange={(e) => update(index, { rate: e.currentTarget.value })}
            error={errors[`vat_rates.${index}.rate_bp`] ? t('billing.settings.rateHint') : undefined}
            rightSection="%"
            inputMode="decimal"
            w={120}
            data-testid="vat-rate"
          />
          <TextInput
            label={t('billing.settings.rateLabel')}
            value={row.label}
            onChange={(e) => update(index, { label: e.currentTarget.value })}
            error={errors[`vat_rates.${index}.label`]}
            maxLength={40}
            style={{ flex: 1 }}
            data-testid="vat-label"
          />
          <RemoveButton
            mt={26}
            label={t('billing.settings.removeRate', { label: row.label || row.rate })}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            disabled={rows.length <= 1}
          />
        </Group>
      ))}
      <Group>
        <AddButton onClick={() => onChange([...rows, rateRow()])} disabled={rows.length >= 10}>
          {t('billing.settings.addRate')}
        </AddButton>
      </Group>
    </Stack>
  )
}
