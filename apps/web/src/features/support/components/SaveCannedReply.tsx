import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBookmark } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCreateCannedReplyMutation } from '../queries.ts'

/** Staff keep a reply they write often: it appears in the canned-reply list of every ticket. */
export function SaveCannedReply({ body }: { body: string }) {
  const { t } = useFeatureTranslation()
  const [opened, { open, close }] = useDisclosure(false)
  const [title, setTitle] = useState('')
  const create = useCreateCannedReplyMutation()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (!title.trim()) return
    create.mutate(
      { title: title.trim(), body: body.trim() },
      {
        onSuccess: () => {
          setTitle('')
          close()
        },
      },
    )
  }
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconBookmark size={14} aria-hidden />}
        disabled={!body.trim()}
        onClick={open}
        data-testid="save-canned"
      >
        {t('support.view.saveCanned')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('support.view.saveCanned')}>
        <form onSubmit={submit} data-testid="canned-form">
          <Stack gap="sm">
            <TextInput
              label={t('support.view.cannedTitle')}
              required
              maxLength={120}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              data-autofocus
              data-testid="canned-title"
            />
            {create.isError ? (
              <Alert color="red" role="alert">
                {t('support.view.updateFailed', { message: create.error.message })}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending} data-testid="canned-save">
                {t('support.view.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  )
}
