import { Box, Button, Group, TextInput } from '@mantine/core'
import { TldParamsSchema } from '@portico/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { validationText } from '../../../shared/ui/formErrors.ts'
import { tldPaths } from '../paths.ts'

/** A TLD typed in (with or without its dot) opens its form: the TLD's own, or an empty one to add it. */
export function AddTldControl() {
  const { t } = useFeatureTranslation()
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <Box
      component="form"
      w={{ base: '100%', xs: 'auto' }}
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = TldParamsSchema.safeParse({ tld: value.trim().replace(/^\./, '') })
        if (!parsed.success) return setError(validationText(parsed.error.issues[0]?.message ?? ''))
        navigate(tldPaths.form(parsed.data.tld))
      }}
      noValidate
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('domains.tlds.addLabel')}
          placeholder={t('domains.tlds.addPlaceholder')}
          leftSection="."
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value)
            setError(null)
          }}
          maxLength={127}
          flex={{ base: 1, xs: 'none' }}
          miw={0}
          w={{ xs: 180 }}
          data-testid="tld-add-input"
        />
        <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} data-testid="tld-add">
          {t('domains.tlds.add')}
        </Button>
      </Group>
    </Box>
  )
}
