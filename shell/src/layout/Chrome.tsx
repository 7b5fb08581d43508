import { isPublicPath, type SiteConfig } from '@inpro/shared-contracts';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { useCurrentLocation } from './navigation';

/** The navbar, only on the public routes (those mf-public serves). */
export function PublicHeader({ navigate }: { navigate(to: string): void }) {
  const { pathname } = useCurrentLocation();
  return isPublicPath(pathname) ? <Navbar path={pathname} navigate={navigate} /> : null;
}

/** The footer, only on the public routes. */
export function PublicFooter({ config }: { config: SiteConfig }) {
  const { pathname } = useCurrentLocation();
  return isPublicPath(pathname) ? <Footer contactEmail={config.contactEmail} contactPhone={config.contactPhone} /> : null;
}
