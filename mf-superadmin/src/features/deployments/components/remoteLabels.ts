import { findArea } from '@inpro/shared-contracts';

/** Readable name of a remote: the label of the area it serves (areas registry), else its key. */
export function remoteLabel(remote: string): string {
  return findArea(remote)?.label ?? remote;
}

export const HISTORY_ACTION_LABELS = {
  deploy: 'Despliegue',
  activate: 'Activación',
  rollback: 'Reversión',
  canary: 'Canario',
  promote: 'Promoción del canario',
  abort: 'Canario abortado',
  publish: 'Publicación',
  preview: 'Vista previa',
} as const;
