import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { EmailTemplateInputSchema } from '@portico/contracts'
import { IconEye, IconSend } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { useDocumentListQuery } from '../queries.ts'
import {
  type EmailTemplate,
  emailTemplateQuery,
  useEmailTemplatesQuery,
  usePreviewEmailMutation,
  useSaveEmailTemplateMutation,
  useTestEmailMutation,
} from '../settingsQueries.ts'
import { useVersionedSave } from '../useVersionedSave.ts'
import { SaveForm } from './SaveForm.tsx'

/** Subject and body with merge-field chips; a preview and a test mail filled with a real document. */
export function EmailTemplateForm({ template }: { template: EmailTemplate }) {
  const { t } = useFeatureTranslation()
  const queryClient = useQueryClient()
  const { key, language } = template
  const [subject, setSubject] = useState(template.subject)
  const [body, setBody] = useState(template.body)
  const [documentId, setDocumentId] = useState<string | null>(null)
  const bodyRef = useRef<HTMLTextAreaElement>(null)
  const fields = useEmailTemplatesQuery().data?.merge_fields ?? []
  const documents = useDocumentListQuery({ kind: key === 'reminder' ? 'invoice' : key, limit: 50 })
  const save = useSaveEmailTemplateMutation(key, language)
  const form = useVersionedSave({ version: template.version, save: save.mutateAsync })
  const { errors } = form
  const preview = usePreviewEmailMutation(key, language)
  const test = useTestEmailMutation(key, language)
  const options = (documents.data?.data ?? []).map((d) => ({
    value: d.id,
    label: `${d.number ?? t('billing.list.draftNumber')} · ${d.customer_name}`,
  }))

  const insert = (field: string) => {
    const token = `{{${field}}}`
    const area = bodyRef.current
    const at = area?.selectionStart ?? body.length
    const end = area?.selectionEnd ?? at
    setBody(body.slice(0, at) + token + body.slice(end))
    requestAnimationFrame(() => {
      area?.focus()
      area?.setSelectionRange(at + token.length, at + token.length)
    })
  }
  const reload = async () => {
    const latest = await queryClient.fetchQuery({ ...emailTemplateQuery(key, language), staleTime: 0 })
    setSubject(latest.subject)
    setBody(latest.body)
    form.reloaded(latest.version)
  }

  return (
    <Stack>
      <Panel>
        <SaveForm
          testId="email-template-form"
          status={form.status}
          saving={save.isPending}
          saveLabel={t('billing.templates.save')}
          onSubmit={form.onSubmit(() => EmailTemplateInputSchema.safeParse({ subject, body }))}
          onReload={() => void reload()}
        >
          <TextInput
            label={t('billing.templates.subject')}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={errors.subject}
            maxLength={300}
            required
            data-testid="field-subject"
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="merge-fields-label">
              {t('billing.templates.mergeFields')}
            </Text>
            <Group gap={6} role="group" aria-labelledby="merge-fields-label" data-testid="merge-fields">
              {fields.map((field) => (
                <Button
                  key={field}
                  size="compact-xs"
                  variant="light"
                  radius="xl"
                  onClick={() => insert(field)}
                  aria-label={t('billing.templates.insert', { field })}
                >
                  {`{{${field}}}`}
                </Button>
              ))}
            </Group>
          </div>
          <Textarea
            ref={bodyRef}
            label={t('billing.templates.body')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={errors.body}
            autosize
            minRows={8}
            required
            data-testid="field-body"
          />
        </SaveForm>
      </Panel>
      <Panel title={t('billing.templates.preview')} testId="email-preview">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('billing.templates.document')}
            placeholder={t('billing.templates.chooseDocument')}
            data={options}
            value={documentId}
            onChange={setDocumentId}
            searchable
            w={360}
            nothingFoundMessage={t('billing.templates.noDocuments')}
            data-testid="preview-document"
          />
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
            disabled={!documentId}
            loading={preview.isPending}
            onClick={() => documentId && preview.mutate({ subject, body, document_id: documentId })}
            data-testid="preview-run"
          >
            {t('billing.templates.showPreview')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!documentId}
            loading={test.isPending}
            onClick={() => documentId && test.mutate(documentId)}
            data-testid="preview-test"
          >
            {t('billing.templates.sendTest')}
          </Button>
        </Group>
        {test.isSuccess ? (
          <Alert color="green" role="status" mt="md" data-testid="test-sent">
            {t('billing.templates.testSent', { to: test.data.to })}
          </Alert>
        ) : null}
        {preview.isError || test.isError ? (
          <Alert color="red" role="alert" mt="md">
            {t('billing.actions.failed', { message: (preview.error ?? test.error)?.message ?? '' })}
          </Alert>
        ) : null}
        {preview.data ? (
          <Paper withBorder p="md" mt="md" radius="sm" data-testid="preview-result">
            <Text fw={700} mb="xs">
              {preview.data.subject}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {preview.data.body}
            </Text>
          </Paper>
        ) : null}
      </Panel>
    </Stack>
  )
}
