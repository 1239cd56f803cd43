import { NumberInput } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** A number of seats (1 to 10000), as the seats-now and the renewal forms ask it. */
export function SeatsInput({
  value,
  onChange,
  testId,
}: {
  value: number
  onChange: (value: number) => void
  testId: string
}) {
  const { t } = useFeatureTranslation()
  return (
    <NumberInput
      label={t('microsoft.subscription.quantity')}
      min={1}
      max={10000}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number(next))}
      data-testid={testId}
      w={150}
    />
  )
}
