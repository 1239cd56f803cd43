import { SelfServiceChanges } from '../components/SelfServiceChanges.tsx'
import ShopPage from './ShopPage.tsx'

/**
 * /selfservice (and /selfservice/internet): in one page, what the customer's people can change
 * without staff and what they can order (the whole shop).
 */
export default function SelfServicePage() {
  return <ShopPage before={<SelfServiceChanges />} />
}
