import '../i18n/register.ts'
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { orderPaths } from '../paths.ts'

/** /ordering/empty: the cart has nothing in it. */
export default function EmptyCartPage() {
  const { t } = useFeatureTranslation()
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="cart-empty">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconShoppingCart size={28} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {t('orders.cart.emptyTitle')}
      </Title>
      <Text c="dimmed">{t('orders.cart.emptyText')}</Text>
      <Button component={Link} to={orderPaths.shop()}>
        {t('orders.cart.browse')}
      </Button>
    </Stack>
  )
}
