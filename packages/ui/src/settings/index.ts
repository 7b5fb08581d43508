// One editor of the settings store for every administration area (fields chosen per screen): the
// '@inpro/ui/settings' subpath. Not shared: it is a form (react-hook-form through '@inpro/ui/forms'),
// so only the settings pages' chunks bring it, never a page that merely shows a table or a dialog.
export { SettingsGroupForm } from './SettingsGroupForm';
export { settingsFields } from './fields';
