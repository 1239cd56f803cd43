import { Select, TextInput } from '@mantine/core'
import { useMemo } from 'react'
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
        {...form.select('address.country')}
        searchable
        clearable
        // Typing highlights the first match and Enter picks it; Enter here never submits the form,
        // which saved a customer without the country being typed (issue 26, item 3).
        selectFirstOptionOnChange
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault()
        }}
        data-testid="field-address.country"
      />
    </>
  )
}
