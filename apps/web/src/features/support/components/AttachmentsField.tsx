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
  return (
    <FileInput
      label={t('support.fields.attachmentsLabel')}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      multiple
      clearable
      value={value}
      onChange={onChange}
      data-testid={testId}
    />
  )
}
