/** A DNS record as the zone and preset endpoints take it, with the usual one-hour TTL. */
export const dnsRecord = (type: string, name: string, content: string, priority: number | null = null) => ({
  type,
  name,
  content,
  ttl: 3600,
  priority,
})
