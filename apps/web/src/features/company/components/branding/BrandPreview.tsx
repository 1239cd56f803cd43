import { Anchor, Button, Group, Paper, Text } from '@mantine/core'
import { darkModeTextColor } from '@portico/domain'
import type { CSSProperties } from 'react'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'

/** How the colour carries text: a filled button (white text) and a link, in the current light or dark mode. */
export function BrandPreview({ name, colour }: { name: string; colour: string | null }) {
  const { t } = useFeatureTranslation()
  const style = colour
    ? ({ '--preview-light': colour, '--preview-dark': darkModeTextColor(colour) } as CSSProperties)
    : undefined
  return (
    <Paper withBorder p="md" mt="md" style={style} data-testid="branding-preview">
      <Text size="sm" fw={600} mb="xs">
        {t('company.branding.preview')}: {name}
      </Text>
      <Group>
        <Button type="button" tabIndex={-1} color={colour ?? undefined} autoContrast={false}>
          {t('company.branding.previewButton')}
        </Button>
        <Anchor
          component="span"
          c={colour ? 'light-dark(var(--preview-light), var(--preview-dark))' : undefined}
        >
          {t('company.branding.previewLink')}
        </Anchor>
      </Group>
    </Paper>
  )
}
