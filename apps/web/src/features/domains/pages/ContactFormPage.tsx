import '../i18n/register.ts'
import { Anchor, Paper, Select, Text } from '@mantine/core'
import { DomainContactInputSchema } from '@portico/contracts'
import { useCallback, useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { RecordFormLayout } from '../../../shared/ui/RecordFormLayout.tsx'
import { useSchemaForm } from '../../../shared/ui/useSchemaForm.ts'
import { ContactFields } from '../components/ContactFields.tsx'
import { SaveDeleteButtons } from '../components/SaveDeleteButtons.tsx'
import { CONTACT_FIELDS, contactFormOf, contactInputOf } from '../contactForm.ts'
import {
  useDeleteDomainContactMutation,
  useDomainContactQuery,
  useSaveDomainContactMutation,
} from '../contactQueries.ts'
import { serverFieldErrors } from '../serverErrors.ts'
import { contactPaths } from '../settingsPaths.ts'
import { useDomainCompanies } from '../useDomainCompanies.ts'
import { useRecordPage } from '../useRecordPage.ts'

/** /domain/contact/new and /domains/contacts/view/:contact: one form to create or edit a handle. */
export default function ContactFormPage() {
  const { t } = useFeatureTranslation()
  const id = useParams().contact ?? null
  const companies = useDomainCompanies()
  const query = useDomainContactQuery(id)
  const save = useSaveDomainContactMutation()
  const remove = useDeleteDomainContactMutation()
  const loaded = query.data ?? null
  const { saved, setSaved, afterSave, askDelete, deleteDialog } = useRecordPage(loaded, contactPaths, remove)
  const message = useCallback((issue: Parameters<typeof issueMessage>[1]) => issueMessage(t, issue), [t])
  const form = useSchemaForm({
    schema: DomainContactInputSchema,
    initial: contactFormOf(null, companies.length === 1 ? companies[0]?.value : ''),
    toInput: contactInputOf,
    message,
  })
  const { reset } = form

  // The stored contact (phone numbers as the server normalised them) replaces what was typed.
  useEffect(() => {
    if (loaded) reset(contactFormOf(loaded))
  }, [loaded, reset])

  const submit = async () => {
    setSaved(null)
    const input = form.validate()
    if (!input) return
    try {
      afterSave(await save.mutateAsync({ id: loaded?.id, version: loaded?.version, input }))
    } catch (error) {
      const errors = serverFieldErrors(error)
      if (errors) form.setErrors(errors)
    }
  }

  if (query.isError)
    return <QueryError message={t('domains.contacts.form.loadError')} onRetry={() => void query.refetch()} />
  return (
    <>
      <RecordFormLayout
        onSubmit={submit}
        className={formClass}
        header={
          <PageHeader
            title={loaded ? loaded.handle : id ? t('routes.domainContact') : t('routes.domainContactNew')}
            subtitle={loaded ? `${loaded.name} · ${loaded.company_name}` : undefined}
            actions={
              <SaveDeleteButtons
                canDelete={Boolean(loaded)}
                onDelete={askDelete}
                saving={save.isPending}
                disabled={Boolean(id) && !loaded}
                labels={{ save: t('domains.contacts.form.save'), delete: t('domains.contacts.form.delete') }}
                testId="contact"
              />
            }
          />
        }
        notices={
          <Anchor component={Link} to={contactPaths.list()} size="sm">
            {t('domains.contacts.form.back')}
          </Anchor>
        }
        status={{
          save,
          reload: query.refetch,
          saved: saved
            ? t(saved === 'created' ? 'domains.contacts.form.created' : 'domains.contacts.form.saved')
            : null,
          errors: form.errors,
          invalid: t('domains.contacts.form.invalid'),
          placed: (field) => CONTACT_FIELDS.includes(field),
          testId: 'contact',
        }}
      >
        {loaded && loaded.in_use > 0 ? (
          <Text size="sm" c="dimmed" data-testid="contact-in-use-note">
            {t('domains.contacts.form.inUseNote', { count: loaded.in_use })}
          </Text>
        ) : null}
        {!loaded && !id && companies.length > 1 ? (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
            <Select
              label={t('domains.contacts.company')}
              placeholder={t('domains.contacts.form.chooseCompany')}
              data={companies}
              {...form.select('company_id')}
              required
              allowDeselect={false}
              data-testid="contact-company_id"
            />
          </Paper>
        ) : null}
        <ContactFields form={form} />
      </RecordFormLayout>
      <ConfirmDialog
        {...deleteDialog}
        title={t('domains.contacts.form.deleteTitle')}
        message={t('domains.contacts.form.deleteText', { handle: loaded?.handle ?? '' })}
        confirmLabel={t('domains.contacts.form.delete')}
      />
    </>
  )
}
