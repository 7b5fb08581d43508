import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../audit';
import { issueRefreshToken } from '../../auth/tokens';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { nextStudentCode, retryOnUniqueViolation } from '../users/studentCode';
import * as repo from './repo';
import { catalogueChangedBy } from '../../plugins/publicCache';
import { recordConsent } from '../legal/service';

/**
 * Creates a student account (with its student code: certificates are looked up by student code
 * + DNI), enrols it in the courses already paid with its e-mail, audits the registration and
 * starts its session (refresh cookie). Shared by the registration form, the e-mailed activation link
 * and the providers' sign-in. `audit` adds to the audit entry's details; `first` runs first in the
 * same transaction (what must happen together with the account, or not at all; throwing stops it).
 * `consent` records the terms and privacy policy the person accepted ('now': the current versions;
 * absent for accounts made through a provider's sign-in, which shows no form).
 */
export async function createStudentAccount(
  req: FastifyRequest,
  reply: FastifyReply,
  data: Omit<repo.NewStudent, 'studentCode' | 'lastLoginAt'>,
  opts: {
    audit?: Record<string, unknown>;
    first?: (tx: Db) => Promise<void>;
    consent?: 'now' | { termsVersion: number; privacyVersion: number; acceptedAt: Date };
  } = {},
): Promise<UserRow & { sessionId: string }> {
  const db = req.server.db;
  const auditDetails = opts.audit ?? {};
  return retryOnUniqueViolation(() =>
    db.transaction(async (tx) => {
      await opts.first?.(tx);
      const studentCode = await nextStudentCode(tx);
      // Creating the account signs it in: that is its first sign-in (never 'Último ingreso: Nunca').
      const u = await repo.insertStudent(tx, { ...data, studentCode, lastLoginAt: new Date() });
      if (opts.consent) {
        const versions = opts.consent === 'now' ? undefined : opts.consent;
        await recordConsent(req, tx, { userId: u.id, email: u.email }, { terms: true, versions });
      }
      const courses = await repo.claimPaidOrders(tx, u.id, u.email);
      // New enrolments change the catalogue's counts.
      if (courses.length) catalogueChangedBy(req);
      req.user = { id: u.id, email: u.email, fullName: u.fullName, role: 'ESTUDIANTE', mustChangePassword: false };
      const details = { ...auditDetails, ...(courses.length ? { enrolledFromOrders: courses } : {}) };
      await audit(
        req,
        { action: 'REGISTER', entity: 'user', entityId: u.id, label: u.email, details: Object.keys(details).length ? details : null },
        tx,
      );
      const sessionId = await issueRefreshToken(tx, req, reply, u.id);
      return { ...u, sessionId };
    }),
  );
}
