import { useState } from 'react';
import { useSearchParams } from '@inpro/ui/router';
import { aliasTarget, areaForPath, roleHome, safeNextPath, SESSION_EXPIRED, type RemoteName } from '@inpro/shared-contracts';
import { buttonClass, Tabs, usePageTitle, useRemoteProps, useSession } from '@inpro/ui';
import { ShellLink, uiStyles } from '../../../app/ui';
import type { SignedIn } from '../model/completeSignIn';
import { useAccountActivation } from '../hooks/useAccountActivation';
import { useLogout } from '../hooks/useLogout';
import { useSsoReturn } from '../hooks/useSsoReturn';

import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SsoButtons } from './SsoButtons';
import styles from './Auth.module.css';

/** The button to the signed-in person's area, by the remote that serves their home. */
const GO_TO_AREA: Record<Exclude<RemoteName, 'mf-public'>, string> = {
  'mf-superadmin': 'Ir al panel de superadministración',
  'mf-admin': 'Ir al panel de administración',
  'mf-teacher': 'Ir al panel docente',
  'mf-aula': 'Ir al Aula Virtual',
};

/** The label of the link to a role's home (an alias such as /super counts as its area). */
function goToAreaLabel(home: string): string {
  const remote = areaForPath(aliasTarget(home) ?? home);
  return remote && remote !== 'mf-public' ? GO_TO_AREA[remote] : GO_TO_AREA['mf-aula'];
}

function SignedInPanel() {
  const { mutateAsync: logout } = useLogout();
  const { session } = useRemoteProps();
  const snapshot = useSession();
  const home = roleHome(snapshot.role);
  const name = snapshot.user?.fullName || snapshot.user?.name || snapshot.user?.email || snapshot.username;
  return (
    <div>
      <h1 className={styles.title}>Aula Virtual</h1>
      <p className={styles.subtitle}>Ya iniciaste sesión{name ? ` como ${name}` : ''}.</p>
      <div className={styles.actions}>
        <ShellLink href={home} className={buttonClass()}>
          {goToAreaLabel(home)}
        </ShellLink>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={async () => {
            await logout();
            session.logout();
          }}
        >
          Cerrar sesión
        </button>
      </div>
    </div>
  );
}

/**
 * /aula/login: sign-in and registration; ?e=exp says the session expired; ?next= returns there
 * afterwards; ?reset=<token> is the page of an e-mailed password-reset link; ?activar=<token> the
 * link that activates a new account; ?sso= is the way back from Google or Microsoft.
 */
export function AuthPage() {
  const { session, navigate } = useRemoteProps();
  const snapshot = useSession();
  const [params, setParams] = useSearchParams();
  const expired = params.get('e') === 'exp';
  const resetToken = params.get('reset');
  const [forgot, setForgot] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const closeReset = (message: string | null) => {
    setNotice(message);
    setParams(
      (prev) => {
        const nextParams = new URLSearchParams(prev);
        nextParams.delete('reset');
        return nextParams;
      },
      { replace: true },
    );
  };
  const next = safeNextPath(params.get('next'));
  const [tab, setTab] = useState('login');
  const [pending, setPending] = useState<{ signedIn: SignedIn & { token: string }; password: string } | null>(null);
  usePageTitle('Aula Virtual: iniciar sesión');

  const enter = ({ token, user, role }: SignedIn) => {
    if (token) session.login(token, user);
    else session.setUser(user);
    navigate(next ?? roleHome(role));
  };
  const sso = useSsoReturn(enter);
  const activation = useAccountActivation(enter);
  const onPending = (message: string) => {
    setNotice(message);
    setTab('login');
  };

  const onSignedIn = (signedIn: SignedIn, password: string) => {
    if (signedIn.user?.mustChangePassword && signedIn.token) {
      setPending({ signedIn: { ...signedIn, token: signedIn.token }, password });
      return;
    }
    enter(signedIn);
  };

  let content;
  if (sso.completing || activation.activating) {
    content = (
      <>
        <h1 className={styles.title}>Aula Virtual</h1>
        <p className={styles.subtitle} role="status">
          {activation.activating ? 'Activando tu cuenta…' : 'Completando el inicio de sesión…'}
        </p>
      </>
    );
  } else if (pending) {
    content = (
      <ChangePasswordForm
        token={pending.signedIn.token}
        temporaryPassword={pending.password}
        onCancel={() => setPending(null)}
        onChanged={(token) => {
          const { user, role } = pending.signedIn;
          setPending(null);
          enter({ token, role, user: user ? { ...user, mustChangePassword: false } : user });
        }}
      />
    );
  } else if (resetToken) {
    content = <ResetPasswordForm token={resetToken} onDone={closeReset} onCancel={() => closeReset(null)} />;
  } else if (snapshot.isAuthenticated) {
    content = <SignedInPanel />;
  } else if (forgot) {
    content = <ForgotPasswordForm onBack={() => setForgot(false)} />;
  } else {
    content = (
      <>
        <h1 className={styles.title}>Aula Virtual</h1>
        <p className={styles.subtitle}>Ingresa o crea tu cuenta para acceder a tus cursos.</p>
        {expired ? (
          <p className={uiStyles.notice} role="status">
            {SESSION_EXPIRED}
          </p>
        ) : null}
        {sso.error || activation.error ? (
          <p className={uiStyles.alert} role="alert">
            {sso.error ?? activation.error}
          </p>
        ) : null}
        {notice ? (
          <p className={uiStyles.notice} role="status">
            {notice}
          </p>
        ) : null}
        <Tabs
          label="Acceso al Aula Virtual"
          selectedId={tab}
          onChange={setTab}
          tabs={[
            { id: 'login', label: 'Iniciar Sesión', content: <LoginForm onSignedIn={onSignedIn} onForgot={() => setForgot(true)} /> },
            { id: 'register', label: 'Registrarse', content: <RegisterForm onSignedIn={onSignedIn} onPending={onPending} /> },
          ]}
        />
        <SsoButtons next={next} />
      </>
    );
  }

  return (
    <section className={styles.page}>
      <div className={styles.card}>{content}</div>
    </section>
  );
}
