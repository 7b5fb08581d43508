export { ShellLink } from './ShellLink';
export { default as uiStyles } from './ui.module.css';
export { focusFirstInvalid } from './focusFirstInvalid';
