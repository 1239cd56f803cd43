import { Button, Checkbox, Popover, Stack } from '@mantine/core'
import { IconColumns } from '@tabler/icons-react'
import './i18n/register.ts'
import { useFeatureTranslation } from './featureTranslations.ts'

export type ColumnChoice = {
  /** The chosen columns, in the list's order. */
  value: string[]
  options: { value: string; label: string; disabled?: boolean }[]
  onChange: (columns: string[]) => void
}

/** Which columns a list shows: a button with a popover of checkboxes (test ids list-columns, column-<key>). */
export function ColumnChooser({ value, options, onChange }: ColumnChoice) {
  const { t } = useFeatureTranslation()
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconColumns size={16} aria-hidden />}
          data-testid="list-columns"
        >
          {t('ui.list.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group label={t('ui.list.chooseColumns')} value={value} onChange={onChange}>
          <Stack gap={6} mt="xs" data-testid="column-chooser">
            {options.map((option) => (
              <Checkbox
                key={option.value}
                value={option.value}
                label={option.label}
                disabled={option.disabled}
                data-testid={`column-${option.value}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  )
}
