import { Button, Checkbox, Popover, Stack } from '@mantine/core'
import { IconColumns } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { FIXED_COLUMNS, LIST_COLUMNS, type ListColumn, normalizeColumns } from '../columns.ts'

/** Which list columns show (and go into the CSV export); the choice is remembered per list kind. */
export function ColumnChooser({
  columns,
  onChange,
}: {
  columns: ListColumn[]
  onChange: (columns: ListColumn[]) => void
}) {
  const { t } = useFeatureTranslation()
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconColumns size={16} aria-hidden />}
          data-testid="list-columns"
        >
          {t('customers.list.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('customers.list.chooseColumns')}
          value={columns}
          onChange={(value) => onChange(normalizeColumns(value as ListColumn[]))}
        >
          <Stack gap={6} mt="xs" data-testid="column-chooser">
            {LIST_COLUMNS.map((column) => (
              <Checkbox
                key={column}
                value={column}
                label={t(`customers.fields.${column}`)}
                disabled={FIXED_COLUMNS.includes(column)}
                data-testid={`column-${column}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  )
}
