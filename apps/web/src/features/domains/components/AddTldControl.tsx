import { TldParamsSchema } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { OpenByCode } from '../../../shared/ui/OpenByCode.tsx'
import { tldPaths } from '../paths.ts'

/** A TLD typed in (with or without its dot) opens its form: the TLD's own, or an empty one to add it. */
export function AddTldControl() {
  const { t } = useFeatureTranslation()
  return (
    <OpenByCode
      label={t('domains.tlds.addLabel')}
      placeholder={t('domains.tlds.addPlaceholder')}
      button={t('domains.tlds.add')}
      leftSection="."
      maxLength={127}
      width={180}
      testId="tld-add"
      pathOf={(value) => {
        const parsed = TldParamsSchema.safeParse({ tld: value.replace(/^\./, '') })
        return parsed.success
          ? { path: tldPaths.form(parsed.data.tld) }
          : { error: parsed.error.issues[0]?.message ?? '' }
      }}
    />
  )
}
