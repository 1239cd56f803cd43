import { Stack, Text } from '@mantine/core'

/** One labelled value of a record's facts (a certificate's, a hosting package's): small label, value below. */
export function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  )
}
