import { Alert, Box, Button, Group, SimpleGrid, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { ConflictAlert } from '../../../shared/ui/ConflictAlert.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'

/**
 * The frame of every form in the area (contact, location, customer/reseller): the conflict offer
 * (412), the error above the fields, the sections, and Cancel / Create or Save.
 */
export function FormLayout({
  testId,
  editing,
  pending,
  edit,
  onCancel,
  children,
}: {
  testId: string
  /** Save an existing item, or create a new one. */
  editing: boolean
  pending: boolean
  edit: {
    submit: (event: FormEvent) => void
    reload: () => void
    flow: { conflict: boolean; failure: string | null }
  }
  onCancel?: () => void
  children: ReactNode
}) {
  const { t } = useFeatureTranslation()
  const { flow } = edit
  return (
    <form onSubmit={edit.submit} noValidate className={formClass} data-testid={testId}>
      <Stack>
        {flow.conflict ? <ConflictAlert onReload={edit.reload} /> : null}
        {flow.failure && !flow.conflict ? (
          <Alert color="red" role="alert" data-testid="form-error">
            {flow.failure}
          </Alert>
        ) : null}
        {children}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('customers.form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={pending} disabled={flow.conflict} data-testid="form-submit">
            {editing ? t('customers.form.save') : t('customers.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** One framed group of fields: two columns from `sm` up, one on a phone; `wide` spans the full width below. */
export function FormSection({
  title,
  children,
  wide,
}: {
  title?: string
  children?: ReactNode
  wide?: ReactNode
}) {
  return (
    <Panel title={title}>
      {children ? <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid> : null}
      {wide ? <Box mt={children ? 'md' : 0}>{wide}</Box> : null}
    </Panel>
  )
}
