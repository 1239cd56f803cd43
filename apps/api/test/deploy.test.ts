import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadEnv } from '../src/config/env.ts'
import { SCOPES } from '../src/idp/provider.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')

type Service = {
  image?: string
  build?: string
  profiles?: string[]
  environment?: Record<string, string | null>
  volumes?: string[]
  networks?: { default?: { aliases?: string[] } }
}
const compose: { services: Record<string, Service> } = parse(read('compose.yaml'))
const service = (name: string): Service => {
  const found = compose.services[name]
  if (!found) throw new Error(`compose.yaml has no service ${name}`)
  return found
}
const envOf = (name: string) => service(name).environment ?? {}
/** `${NAME:-default}` as compose reads it when NAME is not set. */
const withDefaults = (value: string | null | undefined) =>
  (value ?? '').replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')

const keycloakEnv = Object.fromEntries(
  read('deploy/keycloak/keycloak.env')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
)

type Client = {
  clientId: string
  publicClient: boolean
  standardFlowEnabled: boolean
  implicitFlowEnabled: boolean
  directAccessGrantsEnabled: boolean
  redirectUris: string[]
  webOrigins: string[]
  attributes: Record<string, string>
  defaultClientScopes: string[]
  optionalClientScopes: string[]
  protocolMappers: { protocolMapper: string; config: Record<string, string> }[]
}
const realm: {
  realm: string
  organizationsEnabled: boolean
  roles: { realm: { name: string }[] }
  clients: Client[]
} = JSON.parse(read('deploy/keycloak/portico-realm.json'))

// The portal as compose starts it with Keycloak: its settings, parsed by the app itself.
const portal = envOf('portal')
const env = loadEnv({
  NODE_ENV: 'production',
  PUBLIC_URL: withDefaults(portal.PUBLIC_URL),
  DATABASE_URL: withDefaults(portal.DATABASE_URL),
  ...keycloakEnv,
})

describe('compose.yaml', () => {
  it('runs the portal image on PostgreSQL 17 with the credentials the database is created with', () => {
    expect(service('db').image).toMatch(/^postgres:17(\.|$)/)
    expect(service('portal').build).toBe('.')
    const db = envOf('db')
    const url = new URL(env.DATABASE_URL ?? '')
    expect(url.hostname).toBe('db')
    expect(url.username).toBe(db.POSTGRES_USER)
    expect(decodeURIComponent(url.password)).toBe(withDefaults(db.POSTGRES_PASSWORD))
    expect(url.pathname).toBe(`/${db.POSTGRES_DB}`)
    expect(portal.NODE_ENV).toBe('production')
    expect(service('portal').volumes).toContain('portal-data:/data')
  })

  it('starts Keycloak only under its profile, with the realm file, at the issuer the portal trusts', () => {
    const keycloak = service('keycloak')
    expect(keycloak.profiles).toEqual(['keycloak'])
    expect(service('portal').profiles).toBeUndefined()
    const mount = keycloak.volumes?.find((v) => v.includes('/opt/keycloak/data/import/'))
    expect(mount && existsSync(join(root, mount.split(':')[0] ?? ''))).toBe(true)
    const hostname = withDefaults(keycloak.environment?.KC_HOSTNAME)
    expect(env.issuer).toBe(`${hostname}/realms/${realm.realm}`)
    expect(keycloak.networks?.default?.aliases).toContain(new URL(hostname).hostname)
    expect(keycloakEnv.COMPOSE_PROFILES).toBe('keycloak')
    // Only passed through: unset, the portal keeps its embedded identity provider.
    for (const name of Object.keys(keycloakEnv).filter((k) => k.startsWith('OIDC_')))
      expect(portal[name]).toBeNull()
  })
})

describe('deploy/keycloak/portico-realm.json', () => {
  const client = realm.clients.find((c) => c.clientId === env.OIDC_CLIENT_ID)

  it('has the public PKCE client the SPA signs in with, redirecting back to PUBLIC_URL', () => {
    expect(client).toBeDefined()
    if (!client) return
    expect(client.publicClient).toBe(true)
    expect(client.standardFlowEnabled).toBe(true)
    expect(client.implicitFlowEnabled).toBe(false)
    expect(client.directAccessGrantsEnabled).toBe(false)
    expect(client.attributes['pkce.code.challenge.method']).toBe('S256')
    expect(client.redirectUris).toEqual([`${env.PUBLIC_URL}/auth/callback`])
    expect(client.attributes['post.logout.redirect.uris']).toBe(`${env.PUBLIC_URL}/`)
    expect(client.webOrigins).toEqual([env.PUBLIC_URL])
  })

  it('grants the scopes the SPA asks for and puts the audience, roles and organizations where the API reads them', () => {
    if (!client) throw new Error('no client')
    const scopes = [...client.defaultClientScopes, ...client.optionalClientScopes]
    for (const scope of SCOPES.split(' ').filter((s) => s !== 'openid')) expect(scopes).toContain(scope)
    expect(client.defaultClientScopes).toEqual(expect.arrayContaining(['basic', 'roles', 'organization']))
    const audience = client.protocolMappers.find((m) => m.protocolMapper === 'oidc-audience-mapper')
    expect(audience?.config['included.custom.audience']).toBe(env.audience)
    expect(audience?.config['access.token.claim']).toBe('true')
    // Keycloak's `roles` scope writes realm roles to realm_access.roles, its `organization` scope the
    // organization claim.
    expect(env.OIDC_ROLES_CLAIM).toBe('realm_access.roles')
    expect(realm.roles.realm.map((r) => r.name)).toContain(env.OIDC_SUPER_ADMIN_ROLE)
    expect(realm.organizationsEnabled).toBe(true)
    expect(env.OIDC_ORGANIZATIONS_CLAIM).toBe('organization')
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  const pinnedMajor = JSON.parse(read('package.json')).devDependencies.node.split('.')[0]

  it('builds and runs on the pinned Node line, as a non-root user, with a health check', () => {
    const stages = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\S+))?/gm)].map((m) => ({
      from: m[1],
      as: m[2],
    }))
    expect(stages.length).toBeGreaterThanOrEqual(2)
    // Each stage starts from the pinned image or from an earlier stage (which does).
    stages.forEach(({ from }, index) => {
      expect([`node:${pinnedMajor}-slim`, ...stages.slice(0, index).map((stage) => stage.as)]).toContain(from)
    })
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m)
    expect(dockerfile).toMatch(/^CMD .*apps\/api\/dist\/server\.js/m)
    expect(read('.dockerignore')).toMatch(/node_modules/)
  })
})
