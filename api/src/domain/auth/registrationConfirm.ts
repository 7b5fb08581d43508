import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  REGISTRATION_CONFIRM_HOURS,
  REGISTRATION_CONFIRM_SENT,
  REGISTRATION_LINK_INVALID,
  type AuthResponse,
  type RegisterBody,
  type RegistrationPending,
} from '@inpro/shared-contracts';
import { hashPassword } from '../../auth/passwords';
import { sha256, signAccessToken } from '../../auth/tokens';
import { badRequest } from '../../errors';
import { sendMailAfterAnswer, smtpConfigured } from '../../mail';
import { getSettings } from '../../domain/settings/store';
import { toAuthUser } from '../users/mappers';
import { signInLink } from './links';
import * as repo from './repo';
import { createStudentAccount } from './studentAccount';
import { currentConsentVersions } from '../legal/service';

/**
 * New accounts confirm their e-mail when the institute can send e-mail (an SMTP server in
 * /admin/conf) and "Confirmar el correo de las cuentas nuevas" is on (the default). Without an SMTP
 * server nobody could receive the link, so the registration signs in at once (seed 000 section 5).
 */
export async function registrationNeedsConfirmation(app: FastifyInstance): Promise<boolean> {
  const smtp = await getSettings(app, 'smtp');
  return smtpConfigured(smtp) && smtp.confirmRegistrations;
}

/**
 * POST /auth/register while confirmation is on. The answer is the same whether or not the e-mail
 * has an account, the password is hashed on both ways, and the pending registration is stored and
 * every e-mail sent after the answer (no timing difference): a new e-mail gets its activation link,
 * a taken one a note to its owner.
 */
export async function requestRegistration(req: FastifyRequest, reply: FastifyReply, body: RegisterBody): Promise<RegistrationPending> {
  const db = req.server.db;
  const passwordHash = await hashPassword(body.password);
  const owner = await repo.findUserByEmail(db, body.email);
  if (owner) {
    sendMailAfterAnswer(
      req,
      {
        to: owner.email,
        subject: 'Ya tienes una cuenta en el Aula Virtual INPRO',
        text: [
          `Hola, ${owner.fullName}:`,
          '',
          'Alguien (quizá tú) intentó crear una cuenta del Aula Virtual de INPRO con este correo, que ya tiene una.',
          `Ingresa con tu contraseña en ${signInLink(req)}`,
          'Si no la recuerdas, usa «¿Olvidaste tu contraseña?» en esa misma página.',
          '',
          'Si no fuiste tú, ignora este correo: tu cuenta no cambia.',
        ].join('\n'),
      },
      'registration e-mail',
    );
  } else {
    // Kept and mailed after the answer as well: a new e-mail answers as fast as a taken one.
    const token = randomBytes(32).toString('base64url');
    const consentedAt = new Date();
    void currentConsentVersions(db)
      .then((versions) =>
        repo.insertRegistrationConfirmation(db, {
          email: body.email,
          fullName: body.fullName,
          firstName: body.firstName ?? null,
          lastName: body.lastName ?? null,
          phone: body.phone,
          passwordHash,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + REGISTRATION_CONFIRM_HOURS * 3_600_000),
          ...versions,
          consentedAt,
        }),
      )
      .then(() =>
        sendMailAfterAnswer(
          req,
          {
            to: body.email,
            subject: 'Activa tu cuenta del Aula Virtual INPRO',
            text: [
              `Hola, ${body.fullName}:`,
              '',
              'Gracias por registrarte en el Aula Virtual de INPRO.',
              `Abre este enlace para activar tu cuenta e ingresar (vence en ${REGISTRATION_CONFIRM_HOURS} horas y sirve una sola vez):`,
              signInLink(req, { activar: token }),
              '',
              'Si no te registraste, ignora este correo: no se creará ninguna cuenta.',
            ].join('\n'),
          },
          'registration e-mail',
        ),
      )
      .catch((err: unknown) => req.log.error({ err }, 'registration could not be kept for confirmation'));
  }
  reply.status(202);
  return { pending: true, message: REGISTRATION_CONFIRM_SENT };
}

/**
 * POST /auth/confirm-registration: a valid, unused activation link creates the student account and
 * signs it in (the page then goes to the role's home, as after any registration). The link is used
 * up in the transaction that creates the account: if that fails the link still works, and of two
 * clicks at once only one finds it.
 */
export async function confirmRegistration(req: FastifyRequest, reply: FastifyReply, token: string): Promise<AuthResponse> {
  const db = req.server.db;
  const tokenHash = sha256(token);
  const invalid = () => badRequest(REGISTRATION_LINK_INVALID, { token: REGISTRATION_LINK_INVALID });
  const pending = await repo.findRegistrationConfirmation(db, tokenHash);
  if (!pending || (await repo.findUserByEmail(db, pending.email))) throw invalid();
  const { consent, ...account } = pending;
  const user = await createStudentAccount(req, reply, account, {
    audit: { via: 'email-confirmation' },
    // The consent of the form, with the versions it showed then (a link kept from before consents were recorded gives none).
    consent:
      consent.termsVersion !== null && consent.privacyVersion !== null && consent.consentedAt !== null
        ? { termsVersion: consent.termsVersion, privacyVersion: consent.privacyVersion, acceptedAt: consent.consentedAt }
        : undefined,
    first: async (tx) => {
      if (!(await repo.consumeRegistrationConfirmation(tx, tokenHash))) throw invalid();
    },
  });
  reply.status(201);
  return { token: signAccessToken(req.server, user, user.sessionId), user: toAuthUser(user) };
}
