import { Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A labelled group of controls (fieldset + legend) without the fieldset's default frame. */
export function FieldGroup({
  label,
  testId,
  children,
}: {
  label: string
  testId?: string
  children: ReactNode
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} data-testid={testId}>
      <Text component="legend" size="sm" fw={500} mb={4} p={0}>
        {label}
      </Text>
      {children}
    </fieldset>
  )
}
