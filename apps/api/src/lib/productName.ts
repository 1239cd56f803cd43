/**
 * A service or order line named after its catalogue product (in the customer's language, as it was
 * ordered) gets the product's name in both languages, so a page shows the reader's (issue 26 item 10);
 * a name of its own (a domain, staff's) gets null. `en`/`nl` are null outside the catalogue.
 */
export function productNameOf(name: string, en: string | null, nl: string | null) {
  return en !== null && nl !== null && (name === en || name === nl) ? { en, nl } : null
}
