/** Form fields drawn alike by every widget form; their CSS is `controlStyles` (./styles.ts), apart so a widget can take the CSS alone. */
export {
  Field,
  FieldError,
  FormField,
  Honeypot,
  fieldAria,
  errorIdOf,
  focusFirstError,
  type FieldProps,
  type FieldUi,
  type FormFieldProps,
} from './Field';
export { controlStyles } from './styles';
