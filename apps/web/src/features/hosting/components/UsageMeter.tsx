import { Progress, Stack, Text } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { shareOf } from '../format.ts'

/** One limit's use now: the figures, and a bar when the limit is not unlimited. */
export function UsageMeter({
  label,
  used,
  limit,
  format,
  testId,
}: {
  label: string
  used: number
  limit: number | null
  format: (bytes: number) => string
  testId: string
}) {
  const { t } = useFeatureTranslation()
  const share = shareOf(used, limit)
  const color = share === null ? 'blue' : share >= 100 ? 'red' : share >= 80 ? 'orange' : 'blue'
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm">
        {t('hosting.view.of', {
          used: format(used),
          limit: limit === null ? t('hosting.unlimited') : format(limit),
        })}
      </Text>
      {share === null ? null : <Progress value={share} color={color} aria-label={`${label}: ${share}%`} />}
    </Stack>
  )
}
