import { ASSIGNABLE_ROLES, isSuperAdmin, normalizeRole, type AssignableRole } from './roles';

/** Why an administrator sees no actions on a master administrator's account (the server's 403 says the same). */
export const ONLY_MASTER_MODIFIES_ACCOUNT = 'Solo el administrador maestro puede modificar esta cuenta.';
/** Why an administrator may edit another administrator's data but not their role, access or password. */
export const ONLY_MASTER_MANAGES_ADMIN_ACCESS =
  'Solo el administrador maestro puede cambiar el rol, el acceso o la contraseña de un administrador.';
/** Why one's own account offers no deactivation, deletion or password reset in the list. */
export const OWN_ACCOUNT_LIMITS = 'Es tu cuenta: tu contraseña se cambia en «Mi perfil».';

/** What the admin users screen may offer on one account: exactly what the server would accept. */
export interface AccountActions {
  edit: boolean;
  /** In the edit form: the e-mail, the password, the role. */
  editEmail: boolean;
  editPassword: boolean;
  editRole: boolean;
  /** The roles the role select offers (only those the server lets this actor give). */
  roleOptions: readonly AssignableRole[];
  resetPassword: boolean;
  changeStatus: boolean;
  remove: boolean;
  /** Shown in the list when something is not offered; null when everything is. */
  reason: string | null;
}

/**
 * The server's rules of /admin/users (api/src/domain/users: service.ts and adminRules.ts) as the screen needs them:
 * only the master administrator changes a master administrator's account, or the role, access
 * (deactivation, deletion) and password of an administrator; nobody locks out, deletes or resets
 * the password of their own account here; an administrator cannot promote anyone to administrator.
 */
export function accountActionsFor(actor: { id?: number | null; role: unknown }, target: { id: number; role: unknown }): AccountActions {
  const self = actor.id !== undefined && actor.id !== null && actor.id === target.id;
  const master = isSuperAdmin(actor.role);
  const targetRole = normalizeRole(target.role);
  const targetMaster = isSuperAdmin(targetRole);
  const targetAdmin = targetRole === 'ADMIN' || targetMaster;
  if (!master && targetMaster) {
    return {
      edit: false,
      editEmail: false,
      editPassword: false,
      editRole: false,
      roleOptions: [],
      resetPassword: false,
      changeStatus: false,
      remove: false,
      reason: ONLY_MASTER_MODIFIES_ACCOUNT,
    };
  }
  const managesAccess = master || !targetAdmin;
  const roleOptions = master ? ASSIGNABLE_ROLES : ASSIGNABLE_ROLES.filter((r) => r !== 'ADMIN');
  // A master administrator's role is changed on /superadmin/usuarios; one's own role is never changed here.
  const editRole = !self && !targetMaster && managesAccess;
  let reason: string | null = null;
  if (self) reason = OWN_ACCOUNT_LIMITS;
  else if (!managesAccess) reason = ONLY_MASTER_MANAGES_ADMIN_ACCESS;
  return {
    edit: true,
    editEmail: self || managesAccess,
    editPassword: !self && managesAccess,
    editRole,
    roleOptions: editRole ? roleOptions : [],
    resetPassword: !self && managesAccess,
    changeStatus: !self && managesAccess,
    remove: !self && managesAccess,
    reason,
  };
}
