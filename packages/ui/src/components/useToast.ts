import { useContext } from 'react';
import { ToastContext, type ToastApi } from './ToastProvider';

/** The area's toasts: `useToast().success('Unidad añadida ✅')`. Needs a ToastProvider (every remote root has one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
