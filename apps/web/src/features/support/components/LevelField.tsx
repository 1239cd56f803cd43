import { SegmentedControl, Stack, Text } from '@mantine/core'
import { TICKET_LEVELS, type TicketLevel } from '@portico/domain'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** Impact or urgency of a new ticket: low, medium or high, with a hint on what each means. */
export function LevelField({
  label,
  hint,
  value,
  onChange,
  testId,
}: {
  label: string
  hint: string
  value: TicketLevel
  onChange: (level: TicketLevel) => void
  testId: string
}) {
  const { t } = useFeatureTranslation()
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        value={value}
        onChange={(next) => onChange(next as TicketLevel)}
        data={TICKET_LEVELS.map((level) => ({ value: level, label: t(`support.level.${level}`) }))}
        data-testid={testId}
        fullWidth
      />
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  )
}
