// The door of the checkout feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const CheckoutPage = lazyPage(named(() => import('./components/CheckoutPage'), 'CheckoutPage'));
export const ThankYouPage = lazyPage(named(() => import('./components/ThankYouPage'), 'ThankYouPage'));
