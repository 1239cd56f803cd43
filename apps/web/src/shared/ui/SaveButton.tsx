import { Button, type ButtonProps } from '@mantine/core'
import { IconDeviceFloppy } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** A form's submit button with the save icon; `saving` shows it busy. */
export function SaveButton({
  saving,
  children,
  testId,
  ...props
}: { saving: boolean; children: ReactNode; testId?: string; disabled?: boolean } & Omit<
  ButtonProps,
  'children'
>) {
  return (
    <Button
      type="submit"
      leftSection={<IconDeviceFloppy size={16} aria-hidden />}
      loading={saving}
      data-testid={testId}
      {...props}
    >
      {children}
    </Button>
  )
}
