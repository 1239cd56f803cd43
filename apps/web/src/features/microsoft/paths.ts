/** Paths of the Microsoft area. */
export const microsoftPaths = {
  subscriptions: () => '/microsoft/subscriptions',
  subscription: (id: string) => `/microsoft/subscriptions/${encodeURIComponent(id)}`,
  tenants: () => '/microsoft/tenants',
}
