import { SimpleGrid, TextInput } from '@mantine/core'
import { type AddressQuery, AddressQuerySchema } from '@portico/contracts'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FieldErrors, schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { FormPanel } from './FormPanel.tsx'

/** Postcode, house number and addition, checked here first (the API names the same fields). */
export function AvailabilityCheck({
  onCheck,
  serverErrors,
  loading,
}: {
  onCheck: (address: AddressQuery) => void
  serverErrors: FieldErrors
  loading: boolean
}) {
  const { t } = useFeatureTranslation()
  const [postcode, setPostcode] = useState('')
  const [houseNumber, setHouseNumber] = useState('')
  const [addition, setAddition] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const shown = { ...serverErrors, ...errors }
  const submit = () => {
    const parsed = AddressQuerySchema.safeParse({
      postcode,
      house_number: houseNumber,
      ...(addition.trim() ? { addition } : {}),
    })
    if (!parsed.success)
      return setErrors(schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue)))
    setErrors({})
    onCheck(parsed.data)
  }
  return (
    <FormPanel
      title={t('connectivity.internet.check.title')}
      onSubmit={submit}
      action={t('connectivity.internet.check.submit')}
      icon={<IconSearch size={16} aria-hidden />}
      busy={loading}
      testId="availability"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('connectivity.internet.check.postcode')}
          placeholder="1012 AB"
          value={postcode}
          error={shown.postcode}
          onChange={(e) => setPostcode(e.currentTarget.value)}
          autoComplete="postal-code"
          data-testid="availability-postcode"
        />
        <TextInput
          label={t('connectivity.internet.check.houseNumber')}
          inputMode="numeric"
          value={houseNumber}
          error={shown.house_number}
          onChange={(e) => setHouseNumber(e.currentTarget.value)}
          data-testid="availability-house-number"
        />
        <TextInput
          label={t('connectivity.internet.check.addition')}
          value={addition}
          error={shown.addition}
          onChange={(e) => setAddition(e.currentTarget.value)}
          data-testid="availability-addition"
        />
      </SimpleGrid>
    </FormPanel>
  )
}
