/** The fields a validation problem (a 400 answer) names, in its order. */
export const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field)
