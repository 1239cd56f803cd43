import { Alert, Group, Select, Stack, Switch, Textarea } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCannedRepliesQuery, useSendMessageMutation } from '../queries.ts'
import { AttachmentsField } from './AttachmentsField.tsx'
import { SaveCannedReply } from './SaveCannedReply.tsx'
import { SendButton } from './SendButton.tsx'

/** Reply box; staff also write internal notes and insert canned replies. */
export function Composer({ ticketId, isStaff }: { ticketId: string; isStaff: boolean }) {
  const { t } = useFeatureTranslation()
  const [body, setBody] = useState('')
  const [internal, setInternal] = useState(false)
  const [files, setFiles] = useState<File[]>([])
  const send = useSendMessageMutation(ticketId)
  const canned = useCannedRepliesQuery(isStaff)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim() || send.isPending) return
    send.mutate(
      { body: body.trim(), internal, files },
      {
        onSuccess: () => {
          setBody('')
          setFiles([])
          setInternal(false)
        },
      },
    )
  }

  return (
    <form onSubmit={submit} data-testid="composer">
      <Stack gap="sm">
        {isStaff && (canned.data?.length ?? 0) > 0 ? (
          <Select
            label={t('support.view.canned')}
            placeholder={t('support.view.cannedPlaceholder')}
            data={(canned.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            value={null}
            onChange={(id) => {
              const reply = canned.data?.find((c) => c.id === id)
              if (reply) setBody((current) => (current ? `${current}\n\n${reply.body}` : reply.body))
            }}
            data-testid="canned-select"
          />
        ) : null}
        <Textarea
          label={internal ? t('support.view.internal') : t('support.view.reply')}
          placeholder={internal ? t('support.view.notePlaceholder') : t('support.view.replyPlaceholder')}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={20_000}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          data-testid="reply-body"
        />
        <AttachmentsField value={files} onChange={setFiles} testId="reply-files" />
        {send.isError ? (
          <Alert color="red" role="alert" data-testid="send-error">
            {t('support.view.sendFailed', { message: send.error.message })}
          </Alert>
        ) : null}
        <Group justify="space-between">
          {isStaff ? (
            <Group gap="md">
              <Switch
                label={t('support.view.internalToggle')}
                checked={internal}
                onChange={(event) => setInternal(event.currentTarget.checked)}
                color="yellow"
                data-testid="internal-toggle"
              />
              <SaveCannedReply body={body} />
            </Group>
          ) : (
            <span />
          )}
          <SendButton sending={send.isPending} disabled={!body.trim()} />
        </Group>
      </Stack>
    </form>
  )
}
