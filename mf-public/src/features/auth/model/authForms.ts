import type { z } from 'zod';
import { lazySchemas } from '@inpro/ui/forms';
import type * as schemas from './authSchemas';

/**
 * The schemas of the sign-in page's forms, loaded on demand: when a form gets the focus
 * (`authSchemas.prefetch`, so the first submit is not delayed) or on the first submit. A failed
 * load sends nothing, says so under the form, and is tried again on the next submit.
 */
export const authSchemas = lazySchemas(() => import(/* webpackChunkName: "auth-validation" */ './authSchemas'));

/** What a form's schema gives its `onSubmit` (the checked values). */
export type AuthFormOutput<K extends keyof typeof schemas> = z.output<(typeof schemas)[K]>;
