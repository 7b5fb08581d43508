import { ONLY_MASTER_MANAGES_ADMIN_ACCESS, ONLY_MASTER_MODIFIES_ACCOUNT, OWN_ACCOUNT_LIMITS, accountActionsFor } from './accountActions';

const admin = { id: 1, role: 'ADMIN' };
const master = { id: 9, role: 'SUPER_ADMIN' };

describe('accountActionsFor', () => {
  it("offers an administrator nothing on a master administrator's account, and says why", () => {
    expect(accountActionsFor(admin, { id: 2, role: 'SUPER_ADMIN' })).toEqual({
      edit: false,
      editEmail: false,
      editPassword: false,
      editRole: false,
      roleOptions: [],
      resetPassword: false,
      changeStatus: false,
      remove: false,
      reason: ONLY_MASTER_MODIFIES_ACCOUNT,
    });
    expect(accountActionsFor(admin, { id: 2, role: 'superadmin' }).reason).toBe(ONLY_MASTER_MODIFIES_ACCOUNT);
  });

  it("lets an administrator edit another administrator's data, never their role, access or password", () => {
    expect(accountActionsFor(admin, { id: 3, role: 'ADMIN' })).toMatchObject({
      edit: true,
      editEmail: false,
      editPassword: false,
      editRole: false,
      resetPassword: false,
      changeStatus: false,
      remove: false,
      reason: ONLY_MASTER_MANAGES_ADMIN_ACCESS,
    });
  });

  it('lets an administrator manage students and teachers, without promoting them to administrator', () => {
    expect(accountActionsFor(admin, { id: 4, role: 'DOCENTE' })).toEqual({
      edit: true,
      editEmail: true,
      editPassword: true,
      editRole: true,
      roleOptions: ['DOCENTE', 'ESTUDIANTE'],
      resetPassword: true,
      changeStatus: true,
      remove: true,
      reason: null,
    });
  });

  it('the master administrator manages every account; a master account keeps its role here', () => {
    expect(accountActionsFor(master, { id: 3, role: 'ADMIN' })).toMatchObject({
      editRole: true,
      roleOptions: ['ADMIN', 'DOCENTE', 'ESTUDIANTE'],
      remove: true,
      reason: null,
    });
    expect(accountActionsFor(master, { id: 10, role: 'SUPER_ADMIN' })).toMatchObject({
      edit: true,
      editRole: false,
      changeStatus: true,
      reason: null,
    });
  });

  it('nobody locks out, deletes, re-roles or resets the password of their own account here', () => {
    for (const me of [admin, master]) {
      expect(accountActionsFor(me, { id: me.id, role: me.role })).toMatchObject({
        edit: true,
        editEmail: true,
        editPassword: false,
        editRole: false,
        resetPassword: false,
        changeStatus: false,
        remove: false,
        reason: OWN_ACCOUNT_LIMITS,
      });
    }
  });
});
