/** One area's part of the route table: named paths (spec 2), default redirects (spec 9), menu prefixes. */
export type AreaRouteTable = {
  readonly paths: Readonly<Record<string, string>>
  readonly redirects: Readonly<Record<string, string>>
  /** Sidebar sub-menus open on these path prefixes (spec 2). */
  readonly menuPrefixes: readonly string[]
}
