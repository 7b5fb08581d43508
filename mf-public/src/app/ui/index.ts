export { ShellLink } from './ShellLink';
export { default as uiStyles } from './ui.module.css';
export { focusFirstInvalid } from './focusFirstInvalid';
export { useFormSubmit } from './useFormSubmit';
export type { FormErrors, FormSubmitOptions } from './useFormSubmit';
export { FormSubmit } from './FormSubmit';
export type { FormSubmitProps } from './FormSubmit';
export { fieldBinder } from './fieldBinder';
