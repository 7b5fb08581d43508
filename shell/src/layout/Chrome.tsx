import { isPublicPath, type SiteConfig } from '@inpro/shared-contracts';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { useCurrentLocation } from './navigation';

/** The navbar, only on the public routes (those mf-public serves). */
export function PublicHeader({ navigate, logoUrl = null }: { navigate(to: string): void; logoUrl?: string | null }) {
  const { pathname } = useCurrentLocation();
  return isPublicPath(pathname) ? <Navbar path={pathname} navigate={navigate} logoUrl={logoUrl} /> : null;
}

/** The footer, only on the public routes. */
export function PublicFooter({ config, navigate }: { config: SiteConfig; navigate?(to: string): void }) {
  const { pathname } = useCurrentLocation();
  return isPublicPath(pathname) ? (
    <Footer
      contactEmail={config.contactEmail}
      contactPhone={config.contactPhone}
      logoUrl={config.settings?.branding.logoUrl ?? null}
      navigate={navigate}
    />
  ) : null;
}
