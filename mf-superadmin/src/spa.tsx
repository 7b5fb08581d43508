import { createRemoteLifecycles } from '@inpro/ui';
import { App } from './app/App';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __MF_NAME__,
  area: 'Administración maestra',
  rootComponent: App,
});
