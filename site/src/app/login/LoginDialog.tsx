// The login dialog "Sign In to Da Deal!" (spec §2, §5, §8): email, password with show/hide, Forgot Password,
// "Signing In..." while busy, sign-up links; on success it closes and the page reloads after 0.5 s.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LOGIN_RELOAD_MS, MESSAGES, type LoginResponse } from '@dadeal/core';
import { ApiError, apiRequest } from '../api-client.js';
import { coreResolver } from '../forms/core-resolver.js';
import { PasswordField, TextField } from '../forms/fields.js';
import { PATHS } from '../paths.js';
import { useSession } from '../session.js';
import { TOASTS } from '../texts.js';
import { LOGIN } from '../screen-texts.js';
import { notify } from '../toasts.js';
import { resendVerification } from './resend-verification.js';
import { NativeModal } from '../layout/NativeModal.js';

/** The longest the reload after sign-in waits for its greeting to show (sonner's script not arriving, say). */
const LOGIN_GREETING_WAIT_MS = 3000;

interface LoginValues {
  email: string;
  password: string;
}

export interface LoginDialogProps {
  open: boolean;
  defaultEmail?: string;
  onOpenChange(open: boolean): void;
}

export default function LoginDialog({ open, defaultEmail, onOpenChange }: LoginDialogProps) {
  const session = useSession();
  const form = useForm<LoginValues>({ resolver: coreResolver('login'), defaultValues: { email: defaultEmail ?? '', password: '' } });
  const { register, handleSubmit, formState } = form;
  // The address the server asked to verify: the toast's Resend action is outside this modal dialog, away from the form
  // the keyboard is in, so the dialog offers it too.
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  // The dialog stays mounted once loaded: each opening starts without the last password, and with the address
  // the opener knows (sign-up, recovery pages) or the one typed before.
  useEffect(() => {
    if (!open) return;
    form.reset({ email: defaultEmail ?? form.getValues('email'), password: '' });
    setUnverified(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, defaultEmail]);

  const onSubmit = handleSubmit(async (values) => {
    setUnverified(null);
    try {
      const answer = await apiRequest<LoginResponse>('POST', '/api/auth/login', values);
      if (!answer.token || !answer.user) throw new ApiError(500, '', 'Login failed');
      session.signIn(answer.token);
      const [title, description] = TOASTS.loginSuccess(answer.user.firstName);
      const greeted = notify.success(title, description);
      onOpenChange(false);
      // A business's staff lands on the Counter, their one page, a partner on its dashboard;
      // everyone else stays where they were.
      const landing = answer.user.userType === 'staff' ? PATHS.counter : answer.user.userType === 'partner' ? PATHS.partnerDashboard : null;
      // The reload comes 0.5 s after the greeting shows, not after it was asked for: on a slow phone sonner (loaded on
      // demand) could take longer than that, and the page would reload before the visitor saw it. A greeting that cannot
      // show (its script failed to load) holds the reload no longer than LOGIN_GREETING_WAIT_MS.
      const go = () => (landing ? window.location.assign(landing) : window.location.reload());
      void Promise.race([greeted, new Promise((resolve) => window.setTimeout(resolve, LOGIN_GREETING_WAIT_MS))])
        .catch(() => undefined)
        .then(() => window.setTimeout(go, LOGIN_RELOAD_MS));
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.body.needsVerification) {
          notify.error(TOASTS.verificationRequired, error.serverMessage ?? MESSAGES.needsVerification, {
            action: { label: TOASTS.resendVerification, onClick: () => void resendVerification(values.email) },
          });
          setUnverified(values.email);
          return;
        }
        notify.error(TOASTS.loginFailed, error.serverMessage ?? MESSAGES.invalidCredentials);
        return;
      }
      notify.error(TOASTS.loginError[0], TOASTS.loginError[1]);
    }
  });

  const resend = async () => {
    if (!unverified) return;
    setResending(true);
    await resendVerification(unverified);
    setResending(false);
  };

  const close = () => onOpenChange(false);
  return (
    <NativeModal
      open={open}
      onOpenChange={onOpenChange}
      title={LOGIN.title}
      // With the address already filled in, the password is what is left to type.
      initialFocus={() => form.setFocus(defaultEmail ?? form.getValues('email') ? 'password' : 'email')}
    >
      <form onSubmit={onSubmit} noValidate className="form">
        <TextField label={LOGIN.email} type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
        <PasswordField label={LOGIN.password} autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
        <div className="form__row form__row--end">
          <Link to={PATHS.forgotPassword} onClick={close} className="link">{LOGIN.forgotPassword}</Link>
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? LOGIN.submitting : LOGIN.submit}
        </button>
      </form>
      {unverified && (
        <p className="modal__footer">
          Need a new verification link?{' '}
          <button type="button" className="link" onClick={() => void resend()} disabled={resending}>
            {resending ? LOGIN.sending : LOGIN.resendVerification}
          </button>
        </p>
      )}
      <p className="modal__footer">
        {LOGIN.noAccount}{' '}
        <Link to={PATHS.userSignup} onClick={close} className="link">{LOGIN.userSignUp}</Link>
        {' · '}
        <Link to={PATHS.businessSignup} onClick={close} className="link">{LOGIN.businessSignUp}</Link>
      </p>
    </NativeModal>
  );
}
