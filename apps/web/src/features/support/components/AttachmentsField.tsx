import { FileInput } from '@mantine/core'
import { IconPaperclip } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** The files sent along with a new ticket or a reply. */
export function AttachmentsField({
  value,
  onChange,
  testId,
}: {
  value: File[]
  onChange: (files: File[]) => void
  testId: string
}) {
  const { t } = useFeatureTranslation()
  const label = t('support.fields.attachmentsLabel')
  return (
    <FileInput
      label={label}
      // The hidden file input has a name of its own too, not only the visible button (pa11y, issue 26).
      name="attachments"
      fileInputProps={{ 'aria-label': label }}
      // HTML_CodeSniffer names a button by its own attributes or content, not by a label element.
      aria-label={label}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      multiple
      clearable
      value={value}
      onChange={onChange}
      data-testid={testId}
    />
  )
}
