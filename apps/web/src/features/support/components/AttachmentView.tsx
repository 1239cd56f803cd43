import { Anchor, Group, Image, Text } from '@mantine/core'
import type { Attachment } from '@portico/contracts'
import { IconPaperclip } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { downloadAttachment, fetchAttachment } from '../files.ts'
import { formatBytes } from '../labels.ts'
import classes from '../support.module.css'

/** Images are previewed from a blob URL (the token is not a cookie, so <img src> cannot fetch them). */
function Preview({ ticketId, attachment }: { ticketId: string; attachment: Attachment }) {
  const { t } = useFeatureTranslation()
  const blob = useQuery({
    queryKey: ['tickets', 'attachment', attachment.id],
    queryFn: () => fetchAttachment(ticketId, attachment.id, true),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob.data) return
    const next = URL.createObjectURL(blob.data)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob.data])
  if (blob.isError)
    return (
      <Text size="xs" c="red">
        {t('support.view.previewFailed')}
      </Text>
    )
  if (!url) return null
  return (
    <Image
      src={url}
      alt={t('support.view.preview', { name: attachment.file_name })}
      className={classes.preview}
      w="auto"
      data-testid="attachment-preview"
    />
  )
}

export function AttachmentView({ ticketId, attachment }: { ticketId: string; attachment: Attachment }) {
  const { t } = useFeatureTranslation()
  return (
    <div data-testid="attachment">
      {attachment.previewable ? <Preview ticketId={ticketId} attachment={attachment} /> : null}
      <Group gap={4} mt={4}>
        <IconPaperclip size={14} aria-hidden />
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => void downloadAttachment(ticketId, attachment)}
          aria-label={t('support.view.download', { name: attachment.file_name })}
          data-testid="attachment-download"
        >
          {attachment.file_name}
        </Anchor>
        <Text size="xs" c="dimmed">
          ({formatBytes(attachment.size_bytes)})
        </Text>
      </Group>
    </div>
  )
}
