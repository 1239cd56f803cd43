import { Button } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { orderPaths } from '../paths.ts'
import { useCartQuery } from '../queries.ts'

/** The cart with its number of lines, on the shop's pages. */
export function CartButton({ companyId }: { companyId: string }) {
  const { t } = useFeatureTranslation()
  const cart = useCartQuery(companyId)
  const count = cart.data?.items.length ?? 0
  return (
    <Button
      component={Link}
      to={count ? orderPaths.cart() : orderPaths.empty()}
      variant="light"
      leftSection={<IconShoppingCart size={16} aria-hidden />}
      data-testid="cart-link"
    >
      {t('orders.shop.cart', { count })}
    </Button>
  )
}
