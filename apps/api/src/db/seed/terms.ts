/** The demo provider's terms and conditions (a short, plausible text; a provider writes its own). */
export const DEMO_TERMS = {
  terms_en: `1. These terms apply to every order placed through this portal with Portico Demo Provider.

2. Services run for the period shown at checkout and renew for the same period unless cancelled with the notice shown on the order. A minimum term, where a product has one, is shown in the cart.

3. Invoices are due within the payment term on the invoice. After a reminder, an unpaid invoice may lead to the suspension of the services it concerns; they resume once it is paid.

4. Domain names are registered in the name of the owner contact given at checkout, under the rules of each registry.

5. Our liability is limited to the amount invoiced for the service concerned in the twelve months before the event. Dutch law applies.`,
  terms_nl: `1. Deze voorwaarden gelden voor elke bestelling die via dit portaal bij Portico Demo Provider wordt geplaatst.

2. Diensten lopen voor de periode die bij het bestellen is getoond en worden met dezelfde periode verlengd, tenzij ze worden opgezegd met de opzegtermijn die op de bestelling staat. Een minimale looptijd, als een product die heeft, staat in de winkelwagen.

3. Facturen moeten binnen de betalingstermijn op de factuur worden betaald. Na een herinnering kan een onbetaalde factuur leiden tot het opschorten van de diensten waarop ze betrekking heeft; die worden hervat zodra ze is betaald.

4. Domeinnamen worden geregistreerd op naam van de eigenaar die bij het bestellen is opgegeven, volgens de regels van elk register.

5. Onze aansprakelijkheid is beperkt tot het bedrag dat in de twaalf maanden voor de gebeurtenis voor de betreffende dienst is gefactureerd. Op deze voorwaarden is Nederlands recht van toepassing.`,
}
