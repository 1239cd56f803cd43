import { Alert, Button, Group, Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A form of these pages: a titled panel, the last attempt's failure, the fields, then its one action. */
export function FormPanel({
  title,
  error,
  onSubmit,
  action,
  icon,
  busy,
  testId,
  children,
}: {
  title: string
  error?: string
  onSubmit: () => void
  action: string
  icon: ReactNode
  busy: boolean
  /** Names the panel; its action is `${testId}-submit`. */
  testId: string
  children: ReactNode
}) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
        noValidate
      >
        <Title order={2} size="h4" mb="sm">
          {title}
        </Title>
        {error ? (
          <Alert color="red" mb="sm" data-testid={`${testId}-error`}>
            {error}
          </Alert>
        ) : null}
        {children}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={busy} leftSection={icon} data-testid={`${testId}-submit`}>
            {action}
          </Button>
        </Group>
      </form>
    </Paper>
  )
}
