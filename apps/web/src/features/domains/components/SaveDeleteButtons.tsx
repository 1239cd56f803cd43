import { Button, Group } from '@mantine/core'
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react'

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
      <Button
        type="submit"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        loading={saving}
        disabled={disabled}
        data-testid={`${testId}-save`}
      >
        {labels.save}
      </Button>
    </Group>
  )
}
