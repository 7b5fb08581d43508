export { ShellLink } from '@inpro/ui';
export { default as uiStyles } from './ui.module.css';
export { FormSubmit } from './FormSubmit';
export type { FormSubmitProps } from './FormSubmit';
export { DetailList } from './DetailList';
export type { DetailItem, DetailListProps } from './DetailList';
