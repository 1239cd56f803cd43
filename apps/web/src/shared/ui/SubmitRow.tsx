import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'

/** A page form's closing row: its submit button, busy while the request runs. */
export function SubmitRow({
  busy,
  disabled,
  testId,
  children,
}: {
  busy: boolean
  disabled?: boolean
  testId: string
  children: ReactNode
}) {
  return (
    <Group>
      <Button type="submit" loading={busy} disabled={disabled} data-testid={testId}>
        {children}
      </Button>
    </Group>
  )
}
