import { ColorInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { type BrandInput, BrandInputSchema, type BrandSettings, BrandThemeSchema } from '@portico/contracts'
import { contrastRatio } from '@portico/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../../shared/ui/Panel.tsx'
import { SaveForm } from '../../../billing/components/SaveForm.tsx'
import { useVersionedSave } from '../../../billing/useVersionedSave.ts'
import { brandingKey, useSaveBrandMutation } from '../../brandingQueries.ts'
import { BrandPreview } from './BrandPreview.tsx'

type Values = Record<Exclude<keyof BrandInput, 'base_theme'>, string> & { base_theme: string }

const valuesOf = (s: BrandSettings): Values => ({
  brand_name: s.brand_name,
  base_theme: s.base_theme,
  primary_color: s.primary_color ?? '',
  email_sender_name: s.email_sender_name ?? '',
  invoice_footer: s.invoice_footer ?? '',
  host_name: s.host_name ?? '',
  slug: s.slug ?? '',
})
const orNull = (value: string) => value.trim() || null

/** Name, theme and colour (its contrast shown as it is picked), sender, footer and addresses. */
export function BrandForm({ settings }: { settings: BrandSettings }) {
  const { t } = useFeatureTranslation()
  const queryClient = useQueryClient()
  const [values, setValues] = useState(() => valuesOf(settings))
  const save = useSaveBrandMutation(settings.company_id)
  const form = useVersionedSave({ version: settings.version, save: save.mutateAsync, reportInvalid: true })
  const { errors } = form
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }))
  const text = (field: keyof Values) => ({
    label: t(`company.branding.${field}`),
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
    error: errors[field],
    'data-testid': `field-${field}`,
  })
  const parse = () =>
    BrandInputSchema.safeParse({
      brand_name: values.brand_name,
      base_theme: values.base_theme,
      primary_color: orNull(values.primary_color),
      email_sender_name: orNull(values.email_sender_name),
      invoice_footer: orNull(values.invoice_footer),
      host_name: orNull(values.host_name),
      slug: orNull(values.slug),
    })
  const colour = /^#[0-9a-f]{6}$/i.test(values.primary_color) ? values.primary_color : null
  const ratio = colour ? (Math.floor(contrastRatio(colour, '#ffffff') * 100) / 100).toFixed(2) : null
  const reload = () => void queryClient.invalidateQueries({ queryKey: brandingKey(settings.company_id) })
  const signInUrl = `${window.location.origin}/?brand=${values.slug || '…'}`
  return (
    <Panel testId="branding-form">
      <SaveForm
        testId="branding-save"
        status={form.status}
        saving={save.isPending}
        saveLabel={t('company.branding.save')}
        onSubmit={form.onSubmit(parse)}
        onReload={reload}
      >
        <fieldset disabled={!settings.editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('brand_name')} required maxLength={80} />
            <Select
              label={t('company.branding.base_theme')}
              data={BrandThemeSchema.options.map((v) => ({
                value: v,
                label: t(`company.branding.themes.${v}`),
              }))}
              value={values.base_theme}
              onChange={(v) => set('base_theme')(v ?? 'default')}
              allowDeselect={false}
              error={errors.base_theme}
              data-testid="field-base_theme"
            />
            <ColorInput
              label={t('company.branding.primary_color')}
              description={
                ratio ? t('company.branding.contrast', { ratio }) : t('company.branding.primaryHint')
              }
              value={values.primary_color}
              onChange={set('primary_color')}
              format="hex"
              withEyeDropper={false}
              error={errors.primary_color}
              data-testid="field-primary_color"
            />
            <TextInput {...text('email_sender_name')} maxLength={80} />
            <TextInput {...text('host_name')} description={t('company.branding.hostHint')} maxLength={253} />
            <TextInput
              {...text('slug')}
              description={t('company.branding.slugHint', { url: signInUrl })}
              maxLength={40}
            />
          </SimpleGrid>
          <Textarea {...text('invoice_footer')} autosize minRows={2} maxLength={500} mt="md" />
          <BrandPreview name={values.brand_name} colour={colour} />
        </fieldset>
      </SaveForm>
    </Panel>
  )
}
