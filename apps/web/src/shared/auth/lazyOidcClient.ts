import type { OidcClient } from './oidcTypes.ts'

/**
 * An OidcClient that loads the real one on first need. Until then there is no user: tokens live
 * in memory only, so nothing can exist before the client does. Event handlers attach once it loads.
 */
export function lazyOidcClient(load: () => Promise<OidcClient>): OidcClient {
  let client: OidcClient | null = null
  let loading: Promise<OidcClient> | null = null
  const waiting: Array<(loaded: OidcClient) => void> = []

  const get = () => {
    loading ??= load().then((loaded) => {
      client = loaded
      for (const attach of waiting.splice(0)) attach(loaded)
      return loaded
    })
    return loading
  }
  const onLoad = (attach: (loaded: OidcClient) => void) => {
    if (client) attach(client)
    else waiting.push(attach)
  }

  return {
    getUser: async () => (client ? client.getUser() : null),
    signinRedirect: async (args) => (await get()).signinRedirect(args),
    signinRedirectCallback: async (url) => (await get()).signinRedirectCallback(url),
    signinSilent: async () => (await get()).signinSilent(),
    signoutRedirect: async () => (await get()).signoutRedirect(),
    removeUser: async () => (await get()).removeUser(),
    events: {
      addAccessTokenExpiring: (callback) =>
        onLoad((loaded) => loaded.events.addAccessTokenExpiring(callback)),
      addAccessTokenExpired: (callback) => onLoad((loaded) => loaded.events.addAccessTokenExpired(callback)),
    },
  }
}
