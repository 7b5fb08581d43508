import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  tooManyAttemptsMessage,
  authResponseSchema,
  authUserSchema,
  changePasswordSchema,
  errorBodySchema,
  forgotPasswordSchema,
  messageAnswerSchema,
  resetPasswordSchema,
  loginSchema,
  registerSchema,
  confirmRegistrationSchema,
  registrationPendingSchema,
} from '@inpro/shared-contracts';
import { AttemptLimiter } from '../../auth/attempts';
import { readDeviceCookie } from '../../auth/deviceCookie';
import { LoginThrottle } from '../../auth/loginThrottle';
import { tooManyRequests } from '../../errors';
import { bearer, zapp } from '../../lib/zod';
import { requestPasswordReset, resetPassword } from '../../domain/auth/passwordReset';
import { confirmRegistration } from '../../domain/auth/registrationConfirm';
import * as service from '../../domain/auth/service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

/** /auth: register, login, forgot/reset password, refresh, logout, me, change-password. */
export default async function authModule(app: FastifyInstance): Promise<void> {
  const { rateLimit } = app.config;
  // Registrations of one e-mail per window (typos and weak passwords included).
  // Counters shared by every API process of the site (Redis when REDIS_URL is set).
  const { limiters } = app.sharedState;
  const registrations = new AttemptLimiter(Math.max(10, rateLimit.authMaxPerAccount), rateLimit.authWindowMs, limiters, 'register');
  const throttle = new LoginThrottle(
    {
      freeFailures: rateLimit.authMaxPerAccount,
      maxFailuresPerIp: rateLimit.authFailuresPerIp,
      windowMs: rateLimit.authWindowMs,
      suspectAfterNetworkFailures: rateLimit.authFailuresPerNetwork ?? 5,
      maxFailuresPerDevice: rateLimit.authFailuresPerDevice ?? 10,
    },
    limiters,
  );
  const perIp = {
    rateLimit: {
      max: rateLimit.authMaxPerIp,
      timeWindow: rateLimit.authWindowMs,
      errorResponseBuilder: (_req: unknown, context: { ttl: number }) => tooManyRequests(tooManyAttemptsMessage(context.ttl / 1000)),
    },
  };
  // Sign-ins count after the body is read, so that a browser recognised for the account it signs in
  // to (device cookie) is not counted against its address (a school or a carrier behind one address).
  const loginPerIp = {
    rateLimit: {
      ...perIp.rateLimit,
      hook: 'preHandler' as const,
      allowList: (req: FastifyRequest) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' && readDeviceCookie(req, email) !== null;
      },
    },
  };
  const r = zapp(app);

  r.post(
    '/auth/register',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Create a student account and sign in (201), or e-mail an activation link when new accounts confirm their e-mail (202)',
        description:
          'While the SMTP server is configured and "confirmRegistrations" is on, the answer is 202 with the same message whether or not the e-mail already has an account.',
        body: registerSchema,
        response: { 201: authResponseSchema, 202: registrationPendingSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (req, reply) => service.register(req, reply, req.body, registrations),
  );

  r.post(
    '/auth/confirm-registration',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Open an e-mailed activation link: creates the student account and signs it in',
        body: confirmRegistrationSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (req, reply) => confirmRegistration(req, reply, req.body.token),
  );

  r.post(
    '/auth/login',
    {
      config: loginPerIp,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (req, reply) => service.login(req, reply, req.body, throttle),
  );

  // Reset links asked per e-mail and window (the answer never says whether the limit was hit).
  const resetRequests = new AttemptLimiter(3, rateLimit.authWindowMs, limiters, 'reset');
  r.post(
    '/auth/forgot-password',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time password-reset link (same answer whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 200: messageAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => requestPasswordReset(req, req.body.email, resetRequests),
  );

  r.post(
    '/auth/reset-password',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of the e-mailed link (ends every session)',
        body: resetPasswordSchema,
        response: { 200: messageAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => resetPassword(req, req.body.token, req.body.newPassword),
  );

  r.post(
    '/auth/refresh',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'New access token from the refresh cookie (rotated)',
        response: { 200: authResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => service.refresh(req, reply),
  );

  r.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the refresh cookie', response: { 204: z.null() } } },
    async (req, reply) => {
      await service.logout(req, reply);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/auth/me',
    {
      preHandler: app.authenticate,
      config: { allowPendingPasswordChange: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', security: bearer, response: { 200: authUserSchema, 401: errorBodySchema } },
    },
    async (req) => service.me(req),
  );

  r.post(
    '/auth/change-password',
    {
      preHandler: app.authenticate,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (also after a reset); answers a fresh token',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (req, reply) => service.changePassword(req, reply, req.body),
  );
}
