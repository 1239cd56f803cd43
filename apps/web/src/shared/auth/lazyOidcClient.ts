import type { OidcClient } from './oidcTypes.ts'

/**
 * An OidcClient that loads the real one on first need: a session stored in this tab (`stored`), a
 * sign-in, a callback. Without either there is no user and nothing is loaded. Event handlers attach
 * once it loads.
 */
export function lazyOidcClient(load: () => Promise<OidcClient>, stored: () => boolean): OidcClient {
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
    getUser: async () => (client || stored() ? (await get()).getUser() : null),
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
