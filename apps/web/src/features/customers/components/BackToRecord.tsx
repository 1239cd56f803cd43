import { Anchor, Group } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** The link above a contact, location or service page back to its customer's (or reseller's) tab. */
export function BackToRecord({ to, name }: { to: string; name: string }) {
  const { t } = useFeatureTranslation()
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('customers.parts.back', { name })}
      </Group>
    </Anchor>
  )
}
