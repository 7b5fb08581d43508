import type { FastifyInstance } from 'fastify';
import { changePasswordRoute } from './change-password';
import { confirmRegistrationRoute } from './confirm-registration';
import { forgotPasswordRoute } from './forgot-password';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { meRoute } from './me';
import { refreshRoute } from './refresh';
import { registerRoute } from './register';
import { resetPasswordRoute } from './reset-password';
import { ssoCallbackRoute } from './sso/callback';
import { ssoStartRoute } from './sso/start';

/**
 * /api/auth/*: register, login, forgot/reset password, refresh, logout, me, change-password, and sign-in
 * with Google and Microsoft (OpenID Connect, authorization code + PKCE) when the administrator enabled and
 * configured them in /admin/conf.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app);
  confirmRegistrationRoute(app);
  loginRoute(app);
  forgotPasswordRoute(app);
  resetPasswordRoute(app);
  refreshRoute(app);
  logoutRoute(app);
  meRoute(app);
  changePasswordRoute(app);
  ssoStartRoute(app);
  ssoCallbackRoute(app);
}
