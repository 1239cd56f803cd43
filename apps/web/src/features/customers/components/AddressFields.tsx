import { Select, TextInput } from '@mantine/core'
import { type KeyboardEvent, useMemo, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { useSchemaForm } from '../../../shared/ui/useSchemaForm.ts'
import { countryOptions } from '../countries.ts'

type Form = Pick<ReturnType<typeof useSchemaForm>, 'values' | 'text' | 'select'>
const LINES = ['address.street', 'address.postal_code', 'address.city'] as const

/** Street, postal code, city and country (searchable, in the interface language) of a record or location. */
export function AddressFields({ form }: { form: Form }) {
  const { t, i18n } = useFeatureTranslation()
  const country = form.values['address.country']
  const countries = useMemo(() => countryOptions(i18n.language, country), [i18n.language, country])
  const field = form.select('address.country')
  const [search, setSearch] = useState('')
  // Enter in Country never submits the form (it saved a customer without the country being typed):
  // it picks the first country that matches what was typed (issue 26, item 3).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const typed = search.trim().toLowerCase()
    const match = typed ? countries.find((c) => c.label.toLowerCase().includes(typed)) : undefined
    if (match && match.value !== field.value) field.onChange(match.value)
  }
  return (
    <>
      {LINES.map((name) => (
        <TextInput
          key={name}
          label={t(`customers.fields.${name.slice('address.'.length)}`)}
          {...form.text(name)}
          data-testid={`field-${name}`}
        />
      ))}
      <Select
        label={t('customers.fields.country')}
        data={countries}
        {...field}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        clearable
        onKeyDown={onKeyDown}
        data-testid="field-address.country"
      />
    </>
  )
}
