import type { FormValues, ParseSchema } from '../../shared/ui/useSchemaForm.ts'
import type { RecordKind } from './kind.ts'
import { type PartInput, type PartKind, type PartOf, useSavePartMutation } from './partQueries.ts'
import { useEditForm } from './useEditForm.ts'

/** What the page gives a contact or location form: the record it belongs to, the item on edit. */
export type PartFormProps<Item> = {
  kind: RecordKind
  recordId: string
  /** The item being edited; a new one is created without it. */
  item?: Item
  onSaved: (saved: Item) => void
  onCancel: () => void
  onReload: () => Promise<Item>
}

type PartSpec<Item, Input> = {
  schema: ParseSchema<unknown>
  values: (item?: Item) => FormValues
  toInput: (values: FormValues) => Input
  hints: Record<string, string>
  fields: readonly string[]
}

/** The edit state of a record's contact or location, and the FormLayout props that go with it. */
export function usePartForm<P extends PartKind>(
  part: P,
  { kind, recordId, item, onSaved, onCancel, onReload }: PartFormProps<PartOf<P>>,
  spec: PartSpec<PartOf<P>, PartInput<P>>,
) {
  const save = useSavePartMutation(kind, recordId, part)
  const edit = useEditForm<PartOf<P>, PartInput<P>>({
    ...spec,
    item,
    save: (input, version) => save.mutateAsync({ partId: item?.id, version, input }),
    reload: onReload,
    onSaved,
  })
  return { form: edit.form, layout: { editing: Boolean(item), pending: save.isPending, edit, onCancel } }
}
