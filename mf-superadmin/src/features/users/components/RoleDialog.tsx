import { useEffect, useState } from 'react';
import {
  ROLE_LABELS,
  assignableRoleOf,
  userRoleChangeSchema,
  type SuperadminAssignableRole,
  type SuperadminUser,
} from '@inpro/shared-contracts';
import { Button, SelectField, loadError, useToast } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';
import { ROLE_OPTIONS } from '../../../app/roleOptions';
import { areaStyles as styles } from '@inpro/ui/admin';
import { useChangeRole } from '../hooks/useUserMutations';

/** Changes one account's role; the server keeps the last master administrator and ends the user's sessions. */
export function RoleDialog({ user, onClose }: { user: SuperadminUser | null; onClose: () => void }) {
  const [role, setRole] = useState<SuperadminAssignableRole>('ESTUDIANTE');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeRole();
  const toast = useToast();

  useEffect(() => {
    if (user) {
      setRole(assignableRoleOf(user.role));
      setError(null);
    }
  }, [user]);

  if (!user) return null;
  const current = assignableRoleOf(user.role);
  const save = () => {
    const parsed = userRoleChangeSchema.safeParse({ role });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    if (parsed.data.role === current) return onClose();
    change.mutate(
      { id: user.id, role: parsed.data.role },
      {
        onSuccess: () => {
          toast.success(`Rol actualizado: ${ROLE_LABELS[parsed.data.role]}.`);
          onClose();
        },
        onError: (err) => setError(loadError(err, 'No se pudo cambiar el rol.')),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      dismissable={!change.isPending}
      title={`Cambiar rol de ${user.fullName}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            Cancelar
          </Button>
          <Button onClick={save} loading={change.isPending} loadingText="Guardando…">
            Guardar
          </Button>
        </>
      }
    >
      <p className={styles.muted}>
        Rol actual: <strong>{ROLE_LABELS[current]}</strong>. Al cambiarlo, el usuario deberá iniciar sesión de nuevo.
      </p>
      <SelectField
        label="Nuevo rol"
        options={ROLE_OPTIONS}
        value={role}
        onChange={(e) => {
          setRole(e.target.value as SuperadminAssignableRole);
          setError(null);
        }}
        error={error ?? undefined}
      />
    </Dialog>
  );
}
