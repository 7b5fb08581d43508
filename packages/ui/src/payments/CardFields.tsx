import { forwardRef } from 'react';
import { useRemoteProps } from '@inpro/ui';
import type { CardFieldsHandle } from './cardDetails';
import { MercadoPagoCardFields } from './MercadoPagoCardFields';
import { SandboxCardFields } from './SandboxCardFields';

/**
 * The card part of a payment form, for the gateway chosen in /admin/conf: MercadoPago's own
 * secure fields when MercadoPago is configured, else the sandbox's test-only field. The parent
 * calls `ref.current.tokenize()` on submit.
 */
export const CardFields = forwardRef<CardFieldsHandle>(function CardFields(_props, ref) {
  const { config } = useRemoteProps();
  const p = config.settings?.payments;
  if (p?.gateway === 'MercadoPago' && p.publicKey && p.sdkUrl) {
    return <MercadoPagoCardFields ref={ref} publicKey={p.publicKey} sdkUrl={p.sdkUrl} />;
  }
  return <SandboxCardFields ref={ref} />;
});
