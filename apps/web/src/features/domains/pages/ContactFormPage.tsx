import '../i18n/register.ts'
import { Paper, Select, Text } from '@mantine/core'
import { DomainContactInputSchema } from '@portico/contracts'
import { useCallback, useEffect } from 'react'
import { useParams } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useSchemaForm } from '../../../shared/ui/useSchemaForm.ts'
import { ContactFields } from '../components/ContactFields.tsx'
import { SettingsRecordForm } from '../components/SettingsRecordForm.tsx'
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
  const page = useRecordPage(loaded, contactPaths, remove)
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
    page.setSaved(null)
    const input = form.validate()
    if (!input) return
    try {
      page.afterSave(await save.mutateAsync({ id: loaded?.id, version: loaded?.version, input }))
    } catch (error) {
      const errors = serverFieldErrors(error)
      if (errors) form.setErrors(errors)
    }
  }

  if (query.isError)
    return <QueryError message={t('domains.contacts.form.loadError')} onRetry={() => void query.refetch()} />
  return (
    <SettingsRecordForm
      kind="contacts"
      testId="contact"
      title={loaded ? loaded.handle : id ? t('routes.domainContact') : t('routes.domainContactNew')}
      subtitle={loaded ? `${loaded.name} · ${loaded.company_name}` : undefined}
      back={{ to: contactPaths.list(), label: t('domains.contacts.form.back') }}
      editing={Boolean(id)}
      loaded={Boolean(loaded)}
      page={page}
      save={save}
      reload={query.refetch}
      errors={form.errors}
      placed={(field) => CONTACT_FIELDS.includes(field)}
      deleteText={t('domains.contacts.form.deleteText', { handle: loaded?.handle ?? '' })}
      onSubmit={submit}
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
    </SettingsRecordForm>
  )
}
