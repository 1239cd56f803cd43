import classes from './forms.module.css'

/** Put on a <form> (or its wrapper) so error text keeps readable contrast; see forms.module.css. */
export const formClass = classes.form
