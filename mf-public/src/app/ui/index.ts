export { ShellLink } from '@inpro/ui';
export { default as uiStyles } from './ui.module.css';
export { FormSubmit } from './FormSubmit';
export { DetailList } from './DetailList';
