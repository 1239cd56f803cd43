/** Strings of the reusable UI pieces (tables, paging, dialogs, forms). nl.ts mirrors the keys. */
const en = {
  ui: {
    table: {
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
      empty: 'Nothing to show.',
      sortBy: 'Sort by {{column}}',
      loading: 'Loading…',
      sortCards: 'Sort by',
      ascending: '{{column}}, ascending',
      descending: '{{column}}, descending',
    },
    list: { columns: 'Columns', chooseColumns: 'Choose the visible columns' },
    /** Next to a record in a vendor's sandbox (SandboxTag). */
    sandbox: 'sandbox',
    confirm: { confirm: 'Confirm', cancel: 'Cancel' },
    conflict: {
      title: 'Someone else saved this first',
      text: 'This was changed by someone else after you opened it. Load the latest version to see their changes; your unsaved edits will be replaced.',
      reload: 'Load the latest version',
    },
    forms: {
      required: 'This field is required.',
      tooLong: 'At most {{maximum}} characters.',
      tooSmall: 'At least {{minimum}}.',
      tooBig: 'At most {{maximum}}.',
      email: 'Enter a valid e-mail address, e.g. name@example.com.',
      url: 'Enter a web address starting with http:// or https://.',
      number: 'Enter a whole number.',
      invalid: 'This value is not valid.',
      fixErrors: 'Please correct the highlighted fields.',
      saved: 'Saved.',
    },
  },
}

export default en
export type UiTranslation = typeof en
