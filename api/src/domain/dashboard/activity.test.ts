import { AUDIT_ACTION_NAMES, AUDIT_ENTITY_LABELS } from '@inpro/shared-contracts';
import type { AuditLogRow } from '../../db/schema';
import { toActivity } from './activity';

const row = (fields: Partial<AuditLogRow>): AuditLogRow => ({
  id: 1,
  actorId: 7,
  actorEmail: 'admin@inpro.test',
  action: 'UPDATE',
  entity: 'course',
  entityId: '3',
  details: null,
  ip: null,
  entityLabel: null,
  createdAt: new Date('2026-11-28T15:00:00Z'),
  ...fields,
});

describe('dashboard activity lines', () => {
  it('reads payments and rectifications in Spanish, never their internal codes', () => {
    expect(toActivity(row({ action: 'PAYMENT_APPROVED', entity: 'payment', entityLabel: 'ORD-000012 Derecho Civil' })).description).toBe(
      'aprobó pago «ORD-000012 Derecho Civil»',
    );
    expect(
      toActivity(row({ action: 'UPDATE', entity: 'attendance_rectification', entityLabel: 'Ana Alumna · Derecho Procesal' })).description,
    ).toBe('actualizó rectificación de asistencia «Ana Alumna · Derecho Procesal»');
  });

  it('no action or object of the log shows a raw code', () => {
    for (const action of AUDIT_ACTION_NAMES) {
      for (const entity of Object.keys(AUDIT_ENTITY_LABELS)) {
        const text = toActivity(row({ action, entity })).description;
        expect(text).not.toMatch(/[a-z]+_[a-z]+|[A-Z]{3,}_/);
        expect(text).not.toContain(action);
      }
    }
  });
});
