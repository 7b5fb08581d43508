import {
  AUDIT_ACTION_GROUP_NAMES,
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTION_NAMES,
  auditActionGroup,
  auditEntrySchema,
  auditLogQuerySchema,
} from './audit';

describe('audit actions', () => {
  it('puts every action in exactly one of the five groups of the filter, in the seed order', () => {
    expect(AUDIT_ACTION_GROUP_NAMES).toEqual(['Actualización', 'Inicio de Sesión', 'Eliminación', 'Creación', 'Exportación']);
    const grouped = AUDIT_ACTION_GROUP_NAMES.flatMap((g) => AUDIT_ACTION_GROUPS[g]);
    expect([...grouped].sort()).toEqual([...AUDIT_ACTION_NAMES].sort());
    for (const group of AUDIT_ACTION_GROUP_NAMES) expect(AUDIT_ACTION_GROUPS[group].length).toBeGreaterThan(0);
    expect(auditActionGroup('LOGIN_FAILED')).toBe('Inicio de Sesión');
    expect(auditActionGroup('UNENROL')).toBe('Eliminación');
    expect(AUDIT_ACTION_GROUPS['Exportación']).toEqual(['EXPORT']);
  });

  it('accepts a group filter by its Spanish name only', () => {
    expect(auditLogQuerySchema.parse({ group: 'Creación' }).group).toBe('Creación');
    expect(auditLogQuerySchema.parse({ group: '' }).group).toBeUndefined();
    expect(auditLogQuerySchema.safeParse({ group: 'CREATE' }).success).toBe(false);
  });

  it('answers closed actions with their group and the readable label', () => {
    const entry = {
      id: 1,
      actorId: null,
      actorEmail: null,
      actorName: null,
      action: 'CREATE',
      group: 'Creación',
      entity: 'course',
      entityId: '4',
      entityLabel: 'Derecho Civil',
      details: null,
      ip: null,
      createdAt: '2026-05-04T15:20:00.000Z',
    };
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
    expect(auditEntrySchema.safeParse({ ...entry, action: 'SOMETHING_ELSE' }).success).toBe(false);
  });
});
