import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { PortRequestInputSchema, type SipTrunk } from '@portico/contracts'
import { IconArrowsExchange } from '@tabler/icons-react'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FieldErrors, problemFieldErrors, schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { useRequestPort } from '../queries.ts'
import { FormPanel } from './FormPanel.tsx'

/** The first error among the numbers (numbers.0, numbers.1 …) under the one field that holds them. */
const numbersError = (errors: FieldErrors) =>
  errors.numbers ?? Object.entries(errors).find(([field]) => field.startsWith('numbers.'))?.[1]

/** Numbers ported in from another provider to one of the trunks, on a wish date. */
export function PortRequestForm({ trunks }: { trunks: SipTrunk[] }) {
  const { t } = useFeatureTranslation()
  const request = useRequestPort()
  const [trunkId, setTrunkId] = useState<string | null>(trunks[0]?.id ?? null)
  const [numbers, setNumbers] = useState('')
  const [provider, setProvider] = useState('')
  const [wishDate, setWishDate] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const submit = async () => {
    const parsed = PortRequestInputSchema.safeParse({
      trunk_id: trunkId ?? '',
      numbers: numbers
        .split(/[\n,;]+/)
        .map((n) => n.trim())
        .filter(Boolean),
      current_provider: provider,
      wish_date: wishDate,
    })
    if (!parsed.success)
      return setErrors(schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue)))
    try {
      await request.mutateAsync(parsed.data)
      setErrors({})
      setNumbers('')
    } catch (error) {
      if (!isApiError(error)) throw error
      setErrors({ ...problemFieldErrors(error.problem), form: error.problem?.detail ?? error.message })
    }
  }
  return (
    <FormPanel
      title={t('connectivity.voip.port.title')}
      error={errors.form}
      onSubmit={() => void submit()}
      action={t('connectivity.voip.port.submit')}
      icon={<IconArrowsExchange size={16} aria-hidden />}
      busy={request.isPending}
      testId="port-request"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('connectivity.voip.port.trunk')}
          data={trunks.map((tr) => ({ value: tr.id, label: tr.name }))}
          value={trunkId}
          error={errors.trunk_id}
          allowDeselect={false}
          onChange={setTrunkId}
          data-testid="port-trunk"
        />
        <TextInput
          label={t('connectivity.voip.port.provider')}
          value={provider}
          error={errors.current_provider}
          onChange={(e) => setProvider(e.currentTarget.value)}
          data-testid="port-provider"
        />
        <Textarea
          label={t('connectivity.voip.port.numbers')}
          description={t('connectivity.voip.port.numbersHint')}
          value={numbers}
          error={numbersError(errors)}
          autosize
          minRows={2}
          onChange={(e) => setNumbers(e.currentTarget.value)}
          data-testid="port-numbers"
        />
        <TextInput
          type="date"
          label={t('connectivity.internet.order.wishDate')}
          value={wishDate}
          error={errors.wish_date}
          onChange={(e) => setWishDate(e.currentTarget.value)}
          data-testid="port-wish-date"
        />
      </SimpleGrid>
    </FormPanel>
  )
}
