import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import './i18n/register.ts'
import { useFeatureTranslation } from './featureTranslations.ts'
import { formClass } from './formClass.ts'

type Props = {
  title: string
  opened?: boolean
  onClose: () => void
  size?: ModalProps['size']
  centered?: boolean
  /** Names the dialog, its form and its action for tests: `${testId}-dialog`, `-form`, `-submit`. */
  testId: string
  /** With it the fields are a form and the action its submit button; without it the action is a button. */
  onSubmit?: (event: FormEvent) => void
  onAction?: () => void
  /** Above the fields: the failures of the last attempt, each in its own red alert. */
  alerts?: (string | false | null | undefined)[]
  actionLabel: ReactNode
  /** When the action's test id is not `${testId}-submit`. */
  actionTestId?: string
  actionColor?: string
  busy?: boolean
  actionDisabled?: boolean
  cancelLabel?: string
  gap?: string
  children: ReactNode
}

/** The one dialog shape: a title, optional failure alerts, the content, then Cancel and the action. */
export function FormDialog({
  title,
  opened = true,
  onClose,
  size,
  centered = true,
  testId,
  onSubmit,
  onAction,
  alerts = [],
  actionLabel,
  actionTestId,
  actionColor,
  busy,
  actionDisabled,
  cancelLabel,
  gap,
  children,
}: Props) {
  const { t } = useFeatureTranslation()
  const content = (
    <Stack gap={gap}>
      {alerts.filter(Boolean).map((message) => (
        <Alert key={String(message)} color="red" role="alert">
          {message}
        </Alert>
      ))}
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {cancelLabel ?? t('ui.confirm.cancel')}
        </Button>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          onClick={onSubmit ? undefined : onAction}
          color={actionColor}
          loading={busy}
          disabled={actionDisabled}
          data-testid={actionTestId ?? `${testId}-submit`}
        >
          {actionLabel}
        </Button>
      </Group>
    </Stack>
  )
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered={centered}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid={`${testId}-dialog`}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate className={formClass} data-testid={`${testId}-form`}>
          {content}
        </form>
      ) : (
        content
      )}
    </Modal>
  )
}
