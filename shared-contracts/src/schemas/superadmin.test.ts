import {
  participantsQuerySchema,
  registrationState,
  reportQuerySchema,
  rolesOfFilter,
  superadminUsersQuerySchema,
  userRoleChangeSchema,
} from './superadmin';

describe('master administrator contracts', () => {
  it('defines the registration state once: DNI and phone, then the confirmed e-mail', () => {
    expect(registrationState({ emailVerifiedAt: '2026-01-01', dni: '12345678', phone: '999' })).toBe('Verificado');
    expect(registrationState({ emailVerifiedAt: null, dni: '12345678', phone: '999' })).toBe('Pendiente');
    expect(registrationState({ emailVerifiedAt: '2026-01-01', dni: ' ', phone: '999' })).toBe('Incompleto');
    expect(registrationState({ emailVerifiedAt: '2026-01-01', dni: '12345678', phone: null })).toBe('Incompleto');
  });

  it('reads roles case-insensitively; Superadministrador covers both spellings', () => {
    expect(userRoleChangeSchema.parse({ role: 'superadmin' }).role).toBe('SUPER_ADMIN');
    expect(userRoleChangeSchema.parse({ role: 'ROLE_docente' }).role).toBe('DOCENTE');
    expect(userRoleChangeSchema.safeParse({ role: 'JEFE' }).error?.issues[0].message).toBe(
      'Rol inválido (Estudiante, Docente, Administrador o Superadministrador).',
    );
    expect(rolesOfFilter('SUPER_ADMIN')).toEqual(['SUPER_ADMIN', 'SUPERADMIN']);
    expect(superadminUsersQuerySchema.parse({ role: '', status: '' })).toEqual({ page: 0, size: 50 });
  });

  it('reads participant filters by their labels', () => {
    expect(participantsQuerySchema.parse({ registration: 'verificado', payment: 'DEBE', status: 'activo' })).toMatchObject({
      registration: 'Verificado',
      payment: 'Debe',
      status: 'Activo',
    });
    expect(participantsQuerySchema.parse({ registration: '' }).registration).toBeUndefined();
  });

  it('validates a report period typed dd/mm/aaaa in Spanish', () => {
    expect(reportQuerySchema.parse({ type: 'financiero', from: '01/03/2026', to: '2026-03-31' })).toEqual({
      type: 'Financiero',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    const messages = (input: unknown) => reportQuerySchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ type: 'Cursos', from: '', to: '' })).toEqual(['Indica la fecha inicial.', 'Indica la fecha final.']);
    expect(messages({ type: 'Cursos', from: '30/02/2026', to: '01/03/2026' })).toEqual(['Fecha inválida: usa el formato dd/mm/aaaa.']);
    expect(messages({ type: 'Cursos', from: '02/03/2026', to: '01/03/2026' })).toEqual([
      'La fecha inicial no puede ser posterior a la fecha final.',
    ]);
  });
});
