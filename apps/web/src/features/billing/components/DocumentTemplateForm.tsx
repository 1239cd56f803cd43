import { ColorInput, Text, Textarea } from '@mantine/core'
import { DocumentTemplateInputSchema } from '@portico/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { LogoPicker } from '../../../shared/ui/LogoPicker.tsx'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { type DocumentTemplate, settingsKeys, useSaveDocumentTemplateMutation } from '../settingsQueries.ts'
import { useVersionedSave } from '../useVersionedSave.ts'
import { SaveForm } from './SaveForm.tsx'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const MAX_LOGO_BYTES = 500_000

/** A PNG by its content (not its name), as a data URL the API stores. */
async function pngDataUrl(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  if (!PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return null
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** Logo, accent colour and footer of the PDFs in one language. */
export function DocumentTemplateForm({ template }: { template: DocumentTemplate }) {
  const { t } = useFeatureTranslation()
  const queryClient = useQueryClient()
  const [logo, setLogo] = useState(template.logo_png)
  const [color, setColor] = useState(template.accent_color)
  const [footer, setFooter] = useState(template.footer_text ?? '')
  const save = useSaveDocumentTemplateMutation(template.language)
  const form = useVersionedSave({ version: template.version, save: save.mutateAsync })
  const { errors, setErrors } = form

  const upload = async (file: File) => {
    if (file.size > MAX_LOGO_BYTES) return setErrors({ logo_png: t('billing.layout.logoTooBig') })
    const url = await pngDataUrl(file)
    if (!url) return setErrors({ logo_png: t('billing.layout.logoNotPng') })
    setErrors({})
    setLogo(url)
  }
  const parse = () =>
    DocumentTemplateInputSchema.safeParse({
      logo_png: logo,
      accent_color: color,
      footer_text: footer.trim() || null,
    })
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: settingsKeys.document(template.language) })
    const latest = queryClient.getQueryData<DocumentTemplate>(settingsKeys.document(template.language))
    if (!latest) return
    setLogo(latest.logo_png)
    setColor(latest.accent_color)
    setFooter(latest.footer_text ?? '')
    form.reloaded(latest.version)
  }

  return (
    <Panel>
      <SaveForm
        testId="document-template-form"
        status={form.status}
        saving={save.isPending}
        saveLabel={t('billing.layout.save')}
        onSubmit={form.onSubmit(parse)}
        onReload={() => void reload()}
        maw={640}
      >
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('billing.layout.logo')}
          </Text>
          <LogoPicker
            src={logo}
            alt={t('billing.layout.logoAlt')}
            noLogo={t('billing.layout.noLogo')}
            uploadLabel={t('billing.layout.upload')}
            removeLabel={t('billing.layout.removeLogo')}
            accept="image/png"
            onFile={(file) => void upload(file)}
            onRemove={() => setLogo(null)}
            testId="logo"
          />
          {errors.logo_png ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert" mt={4}>
              {errors.logo_png}
            </Text>
          ) : null}
        </div>
        <ColorInput
          label={t('billing.layout.accent')}
          value={color}
          onChange={setColor}
          format="hex"
          withEyeDropper={false}
          error={errors.accent_color}
          w={240}
          data-testid="field-accent_color"
        />
        <Textarea
          label={t('billing.layout.footer')}
          description={t('billing.layout.footerHint')}
          value={footer}
          onChange={(e) => setFooter(e.currentTarget.value)}
          error={errors.footer_text}
          autosize
          minRows={3}
          maxLength={1000}
          data-testid="field-footer_text"
        />
      </SaveForm>
    </Panel>
  )
}
