import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { Customer } from '@portico/contracts'
import { useMemo, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCustomerSearchQuery } from '../queries.ts'

/** Searches the customers on the server (name, number, VAT id) as the user types. */
export function CustomerPicker({
  value,
  initialLabel,
  error,
  disabled,
  onChange,
}: {
  value: string
  /** The name of the customer already chosen (an existing draft), before any search ran. */
  initialLabel?: string
  error?: string
  disabled?: boolean
  onChange: (customer: Customer | null) => void
}) {
  const { t } = useFeatureTranslation()
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 250)
  const customers = useCustomerSearchQuery(q)
  const options = useMemo(() => {
    const found = (customers.data ?? []).map((c) => ({
      value: c.id,
      label: c.number ? `${c.name} (${c.number})` : c.name,
    }))
    if (value && initialLabel && !found.some((o) => o.value === value))
      found.unshift({ value, label: initialLabel })
    return found
  }, [customers.data, value, initialLabel])

  return (
    <Select
      label={t('billing.fields.customer')}
      placeholder={t('billing.editor.customerPlaceholder')}
      data={options}
      value={value || null}
      onChange={(id) => onChange(customers.data?.find((c) => c.id === id) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched; its fuzzy matches must not be filtered out again here.
      filter={({ options: all }) => all}
      nothingFoundMessage={t('billing.editor.noCustomer')}
      error={error}
      disabled={disabled}
      required
      data-testid="field-customer_id"
    />
  )
}
