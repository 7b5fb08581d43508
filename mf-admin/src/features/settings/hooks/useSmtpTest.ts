import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { sendSmtpTest } from '../api/sendSmtpTest';

/** 'Enviar correo de prueba' to an address. */
export function useSmtpTest() {
  const http = useHttp();
  return useMutation({ mutationFn: (to: string) => sendSmtpTest(http, to) });
}
