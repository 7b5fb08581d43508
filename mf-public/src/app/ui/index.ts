export { LevelTag } from './LevelTag';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { Tabs } from './Tabs';
export type { TabItem } from './Tabs';
export { ShellLink } from './ShellLink';
export { default as uiStyles } from './ui.module.css';
