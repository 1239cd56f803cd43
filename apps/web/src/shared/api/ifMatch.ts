/** The ETag the API sends on reads is the record's version (W/"<version>"); If-Match sends it back. */
export const etagOf = (version: number) => `W/"${version}"`

/** The header of a write that expects the record at `version` (412 when someone else saved first). */
export const ifMatch = (version: number) => ({ 'If-Match': etagOf(version) })
