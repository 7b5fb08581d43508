import { SSO_PROVIDER_LABELS, SSO_PROVIDERS, ssoStartPath, type SsoProvider } from '@inpro/shared-contracts';
import { buttonClass, useRemoteProps } from '@inpro/ui';
import styles from './Auth.module.css';

/**
 * 'Continuar con Google' / 'Continuar con Microsoft' under the sign-in form: plain links to the
 * API, which sends the browser to the provider and back. Only the providers the administrator
 * enabled and configured in /admin/conf are shown; none, nothing.
 */
export function SsoButtons({ next }: { next: string | null }) {
  const { config } = useRemoteProps();
  const enabled: Partial<Record<SsoProvider, boolean>> = config.settings?.sso ?? {};
  const providers = SSO_PROVIDERS.filter((p) => enabled[p]);
  if (!providers.length) return null;
  return (
    <div className={styles.sso}>
      <p className={styles.ssoDivider}>o continúa con</p>
      {providers.map((p) => (
        <a key={p} href={ssoStartPath(config.apiBase, p, next)} className={buttonClass('secondary', 'md', true)}>
          Continuar con {SSO_PROVIDER_LABELS[p]}
        </a>
      ))}
    </div>
  );
}
