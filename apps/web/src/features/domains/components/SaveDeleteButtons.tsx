import { Button, Group } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { SaveButton } from '../../../shared/ui/SaveButton.tsx'

/** A record form's header buttons: delete (once the record exists) and save (the form's submit). */
export function SaveDeleteButtons({
  canDelete,
  onDelete,
  saving,
  disabled,
  labels,
  testId,
}: {
  canDelete: boolean
  onDelete: () => void
  saving: boolean
  disabled: boolean
  labels: { save: string; delete: string }
  /** `<stem>-save`, `<stem>-delete`. */
  testId: string
}) {
  return (
    <Group gap="xs">
      {canDelete ? (
        <Button
          variant="default"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
          data-testid={`${testId}-delete`}
        >
          {labels.delete}
        </Button>
      ) : null}
      <SaveButton saving={saving} testId={`${testId}-save`} disabled={disabled}>
        {labels.save}
      </SaveButton>
    </Group>
  )
}
