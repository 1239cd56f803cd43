import { Paper, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** One titled part of a long form (a product, a TLD, a contact), with an optional line on what it is for. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string
  hint?: string
  children: ReactNode
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
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
