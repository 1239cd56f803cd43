/** The parts of s3rver (no bundled types) the tests use. */
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    configureBuckets?: { name: string; configs?: unknown[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
