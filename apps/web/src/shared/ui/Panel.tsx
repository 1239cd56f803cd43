import { Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A framed part of a page, optionally under a heading (one level below the page title). */
export function Panel({
  title,
  titleGap = 'md',
  testId,
  children,
}: {
  title?: ReactNode
  /** Space below the heading: 'sm' above a table, which brings its own padding. */
  titleGap?: 'sm' | 'md'
  testId?: string
  children: ReactNode
}) {
  return (
    <Paper withBorder p="lg" radius="md" data-testid={testId}>
      {title ? (
        <Title order={2} fz="h4" mb={titleGap}>
          {title}
        </Title>
      ) : null}
      {children}
    </Paper>
  )
}
