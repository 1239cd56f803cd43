import { beforeAll, describe, expect, it } from 'vitest'
import { ConnectivityPages } from '../pages/connectivity/ConnectivityPages.ts'
import { OrderPages } from '../pages/orders/OrderPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({
  pages: (shell) => ({ connectivity: new ConnectivityPages(shell), orders: new OrderPages(shell) }),
})
let admin: PorticoApi
beforeAll(async () => {
  admin = await portal.api('admin')
})

/** A day `days` from today (the browser's and the server's calendar agree here). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('internet lines', () => {
  it('jane checks the availability at 1012AB 1 and orders fibre for a wish date; the timeline shows it', async () => {
    const { page, connectivity, orders } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await connectivity.openInternet()
    // The demo line, delivered: its whole timeline.
    await connectivity.reached('1012AB 12', 'active').waitFor()

    await connectivity.checkAvailability('1012ab', 'x')
    await page.getByText('Enter a house number').waitFor()
    await connectivity.checkAvailability('3511 AB', '10')
    await connectivity.packageRow('VDSL-100').waitFor()
    expect(await page.getByTestId('availability-package').count()).toBe(1)
    await connectivity.checkAvailability('1012 AB', '1', 'b')
    await connectivity.packageRow('FIBER-1000').waitFor()
    expect(await page.getByTestId('availability-carrier').allTextContents()).toEqual([
      'KPN · Fibre · AMS-POP-01',
      'KPN · Copper · NL1 20/A',
    ])
    await connectivity.choosePackage('FIBER-500')
    await auditScreen(page, 'connectivity-internet-en')
    const wish = inDays(20)
    await connectivity.putInCart(wish)
    const orderId = await orders.placeOrder()
    // Staff approve the order (its invoice is issued then) and record the invoice's payment.
    expect(await admin.approveAndPay(orderId)).toBe('paid')

    await connectivity.openInternet()
    const step = connectivity.step('1012AB 1B', 'submitted')
    await page
      .locator(
        '[data-testid="internet-line"][data-address="1012AB 1B"] [data-testid="line-step"][data-step="submitted"][data-reached="true"]',
      )
      .waitFor({ timeout: 45_000 })
    expect(await step.getAttribute('data-reached')).toBe('true')
    expect(await connectivity.line('1012AB 1B').textContent()).toContain('Carrier order SBX-')
    // The sandbox carrier plans it (for the wish date) when the follow job asks, a step on.
    await page
      .locator(
        '[data-testid="internet-line"][data-address="1012AB 1B"] [data-testid="line-step"][data-step="planned"][data-reached="true"]',
      )
      .waitFor({ timeout: 60_000 })
    expect(await connectivity.step('1012AB 1B', 'planned').textContent()).toContain(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(`${wish}T12:00:00Z`)),
    )
    await auditScreen(page, 'connectivity-internet-lines-en')
  })

  it('the internet page in Dutch, dark, at 390 px', async () => {
    const { page, connectivity } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await connectivity.openInternet()
    await connectivity.checkAvailability('12345', '1')
    await page.getByText('Vul een Nederlandse postcode in').waitFor()
    await connectivity.checkAvailability('1012AB', '1')
    await connectivity.choosePackage('FIBER-1000')
    await page.getByText('Glasvezel 1000 Mbit/s bestellen').waitFor()
    await auditScreen(page, 'connectivity-internet-nl-dark-390')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

describe('SIM cards', () => {
  it('jane suspends a SIM and sets a data limit; the network carries them out and the page shows it', async () => {
    const { page, connectivity } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await connectivity.openMobile()
    expect(await page.getByTestId('sim').count()).toBe(4)
    const sim = connectivity.sim('+31612345002')
    expect(await sim.getByTestId('sim-usage').textContent()).toBe('3,950 of 4,096 MB · 95 min · 3 SMS')

    await connectivity.changeSim('+31612345002', 'sim-limit', '1000')
    await page.getByText("The data limit lies below this month's use (3950 MB).").waitFor()
    await page.getByTestId('sim-change-value').fill('8000')
    await page.getByTestId('sim-change-submit').click()
    await sim.getByTestId('sim-pending').waitFor()
    await auditScreen(page, 'connectivity-mobile-en')
    await sim.getByText('Data limit 8,000 MB per month').waitFor({ timeout: 60_000 })

    await sim.getByTestId('sim-suspend').click()
    await sim.locator('[data-testid="sim-state"][data-status="OFFLINE"]').waitFor({ timeout: 60_000 })
    expect(await sim.getByTestId('sim-unsuspend').isEnabled()).toBe(true)
  })

  it('the SIM page in Dutch, dark, at 390 px', async () => {
    const { page, connectivity } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await connectivity.openMobile()
    await connectivity.changeSim('+31612345004', 'sim-swap', '123')
    await page.getByText('Een ICCID heeft 19 of 20 cijfers en begint met 89').waitFor()
    await auditScreen(page, 'connectivity-mobile-nl-dark-390')
  })
})

describe('SIP trunks and number porting', () => {
  it('jane ports a number in to her trunk; the porting platform takes it in hand', async () => {
    const { page, connectivity } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await connectivity.openVoip()
    expect(await page.getByTestId('trunk-number').allTextContents()).toEqual([
      '+31201234500',
      '+31201234501',
      '+31201234502',
    ])
    await connectivity.requestPort('030 123 45 67', 'KPN', inDays(10))
    await page.getByText('Enter a Dutch number in international form').waitFor()
    await connectivity.requestPort('+31 30 123 4567', 'KPN', inDays(10))
    const port = connectivity.port('+31301234567')
    await port.locator('[data-testid="port-status"][data-status="requested"]').waitFor()
    await page
      .locator('[data-testid="trunk-number"][data-status="porting"]')
      .getByText('+31301234567')
      .waitFor()
    await auditScreen(page, 'connectivity-voip-en')
    await port.locator('[data-testid="port-step"][data-step="in_progress"][data-reached="true"]').waitFor({
      timeout: 60_000,
    })
  })

  it('the VoIP page in Dutch, dark, at 390 px', async () => {
    const { page, connectivity } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await connectivity.openVoip()
    await page.getByText('Nummers porteren').waitFor()
    await auditScreen(page, 'connectivity-voip-nl-dark-390')
  })
})
