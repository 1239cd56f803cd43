import { type MantineSpacing, Paper, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** One titled part of a long form (a product, a TLD, a contact), with an optional line on what it is for. */
export function FormSection({
  title,
  hint,
  mt,
  testId,
  children,
}: {
  title: string
  hint?: string
  mt?: MantineSpacing
  testId?: string
  children: ReactNode
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" mt={mt} data-testid={testId}>
      <Title order={2} fz="h4" mb={hint ? 4 : 'md'}>
        {title}
      </Title>
      {hint ? (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      ) : null}
      {children}
    </Paper>
  )
}
