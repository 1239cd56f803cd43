import '../i18n/register.ts'
import { Select, Stack, TextInput } from '@mantine/core'
import { type DomainContactRole, DomainPresetInputSchema } from '@portico/contracts'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { FormSection } from '../../../shared/ui/FormSection.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FieldErrors, schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { DnsTemplateEditor } from '../components/DnsTemplateEditor.tsx'
import { NameserversEditor } from '../components/NameserversEditor.tsx'
import { PresetContactsFields } from '../components/PresetContactsFields.tsx'
import { SettingsRecordForm } from '../components/SettingsRecordForm.tsx'
import { emptyPresetForm, type PresetFormState, presetFormOf, presetInputOf } from '../presetForm.ts'
import {
  useDeleteDomainPresetMutation,
  useDomainPresetQuery,
  useSaveDomainPresetMutation,
} from '../presetQueries.ts'
import { serverFieldErrors } from '../serverErrors.ts'
import { presetPaths } from '../settingsPaths.ts'
import { useDomainCompanies } from '../useDomainCompanies.ts'
import { useRecordPage } from '../useRecordPage.ts'

/** Errors the form shows in place; the rest are listed in the alert above it. */
const placed = (key: string) =>
  /^(company_id|name|nameservers(\.\d+)?|dns_template(\.\d+\.\w+)?|(registrant|admin|tech|billing)_id|form)$/.test(
    key,
  )

/** /domains/presets/new and /domains/presets/view/:preset: one form to create or edit a preset. */
export default function PresetFormPage() {
  const { t } = useFeatureTranslation()
  const id = useParams().preset ?? null
  const companies = useDomainCompanies()
  const query = useDomainPresetQuery(id)
  const save = useSaveDomainPresetMutation()
  const remove = useDeleteDomainPresetMutation()
  const loaded = query.data ?? null
  const [state, setState] = useState<PresetFormState>(() =>
    emptyPresetForm(companies.length === 1 ? (companies[0]?.value ?? '') : ''),
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const page = useRecordPage(loaded, presetPaths, remove)

  useEffect(() => {
    if (loaded) setState(presetFormOf(loaded))
  }, [loaded])

  /** An edit clears the messages of what it touched (a template edit: the template's, judged whole). */
  const change = (patch: Partial<PresetFormState>, cleared: RegExp) => {
    setState((previous) => ({ ...previous, ...patch }))
    page.setSaved(null)
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([key]) => !cleared.test(key))),
    )
  }
  const changeContact = (role: DomainContactRole, contact: string) =>
    change({ contacts: { ...state.contacts, [role]: contact } }, new RegExp(`^${role}$`))

  const submit = async () => {
    page.setSaved(null)
    const input = presetInputOf(state)
    const parsed = DomainPresetInputSchema.safeParse(input)
    if (!parsed.success) {
      return setErrors(schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue)))
    }
    setErrors({})
    try {
      page.afterSave(await save.mutateAsync({ id: loaded?.id, version: loaded?.version, input }))
    } catch (error) {
      const next = serverFieldErrors(error)
      if (next) setErrors(next)
    }
  }

  if (query.isError)
    return <QueryError message={t('domains.presets.form.loadError')} onRetry={() => void query.refetch()} />
  return (
    <SettingsRecordForm
      kind="presets"
      testId="preset"
      title={loaded ? loaded.name : id ? t('routes.domainPreset') : t('routes.domainPresetNew')}
      subtitle={loaded && companies.length > 1 ? loaded.company_name : undefined}
      back={{ to: presetPaths.list(), label: t('routes.domainPresets') }}
      editing={Boolean(id)}
      loaded={Boolean(loaded)}
      page={page}
      save={save}
      reload={query.refetch}
      errors={errors}
      placed={placed}
      deleteText={t('domains.presets.form.deleteText')}
      onSubmit={submit}
    >
      <FormSection title={t('domains.presets.form.general')}>
        <Stack gap="sm">
          {!loaded && !id && companies.length > 1 ? (
            <Select
              label={t('domains.presets.company')}
              placeholder={t('domains.presets.form.chooseCompany')}
              data={companies}
              value={state.company_id || null}
              onChange={(company) =>
                change(
                  { company_id: company ?? '', contacts: emptyPresetForm().contacts },
                  /^(company_id|\w+_id)$/,
                )
              }
              error={errors.company_id}
              required
              allowDeselect={false}
              data-testid="preset-company_id"
            />
          ) : null}
          <TextInput
            label={t('domains.presets.form.name')}
            description={t('domains.presets.form.nameHint')}
            value={state.name}
            onChange={(event) => change({ name: event.currentTarget.value }, /^name$/)}
            error={errors.name}
            required
            data-testid="preset-name"
          />
        </Stack>
      </FormSection>
      <FormSection
        title={t('domains.presets.form.nameservers')}
        hint={t('domains.presets.form.nameserversHint')}
      >
        <NameserversEditor
          framed={false}
          value={state.nameservers}
          errors={errors}
          onChange={(nameservers) => change({ nameservers }, /^nameservers/)}
        />
      </FormSection>
      <FormSection title={t('domains.presets.form.contacts')} hint={t('domains.presets.form.contactsHint')}>
        <PresetContactsFields
          companyId={state.company_id}
          value={state.contacts}
          errors={errors}
          onChange={changeContact}
        />
      </FormSection>
      <FormSection title={t('domains.presets.form.template')} hint={t('domains.presets.form.templateHint')}>
        <DnsTemplateEditor
          value={state.records}
          errors={errors}
          onChange={(records) => change({ records }, /^dns_template/)}
        />
      </FormSection>
    </SettingsRecordForm>
  )
}
