// The login dialog "Sign In to Da Deal!" (spec §2, §5, §8): email, password with show/hide, Forgot Password,
// "Signing In..." while busy, sign-up links; on success it closes and the page reloads after 0.5 s.
// Two fields keep their own state (no react-hook-form): the dialog is what a deep link opens at the page's start, and
// the forms library's evaluation and renders were its longest tasks on a phone (docs/decisions/0027). Core's check and
// messages are the same as every other form's (forms/core-resolver.ts).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LOGIN_RELOAD_MS, MESSAGES } from '@dadeal/core';
import { ApiError, apiCall } from '../api-client.js';
import { fieldMessages, formCheck } from '../forms/core-resolver.js';
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

const checkLogin = formCheck<LoginValues>('login');

export default function LoginDialog({ open, defaultEmail, onOpenChange }: LoginDialogProps) {
  const session = useSession();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const values = () => ({ email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' });
  // The address the server asked to verify: the toast's Resend action is outside this modal dialog, away from the form
  // the keyboard is in, so the dialog offers it too.
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  // The dialog stays mounted once loaded: each opening starts without the last password, and with the address
  // the opener knows (sign-up, recovery pages) or the one typed before.
  useEffect(() => {
    if (!open) return;
    if (emailRef.current) emailRef.current.value = defaultEmail ?? emailRef.current.value;
    if (passwordRef.current) passwordRef.current.value = '';
    setErrors({});
    setUnverified(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, defaultEmail]);

  // After a refused submit each change checks again, so an error goes as soon as it is mended (as the other forms do).
  const recheck = () => {
    if (Object.keys(errors).length === 0) return;
    void checkLogin(values()).then((result) => setErrors(result.ok ? {} : fieldMessages(result.errors)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const checked = await checkLogin(values());
      if (!checked.ok) {
        const messages = fieldMessages(checked.errors);
        setErrors(messages);
        (messages.email ? emailRef : passwordRef).current?.focus();
        return;
      }
      setErrors({});
      await signIn(checked.values);
    } finally {
      setSubmitting(false);
    }
  };

  const signIn = async (credentials: LoginValues) => {
    setUnverified(null);
    try {
      const answer = await apiCall('POST', '/api/auth/login', { body: credentials });
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
            action: { label: TOASTS.resendVerification, onClick: () => void resendVerification(credentials.email) },
          });
          setUnverified(credentials.email);
          return;
        }
        notify.error(TOASTS.loginFailed, error.serverMessage ?? MESSAGES.invalidCredentials);
        return;
      }
      notify.error(TOASTS.loginError[0], TOASTS.loginError[1]);
    }
  };

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
      initialFocus={() => ((defaultEmail ?? emailRef.current?.value) ? passwordRef : emailRef).current?.focus()}
    >
      <form onSubmit={(event) => void onSubmit(event)} onInput={recheck} noValidate className="form">
        <TextField ref={emailRef} name="email" label={LOGIN.email} type="email" autoComplete="email" defaultValue={defaultEmail ?? ''} error={errors.email} />
        <PasswordField ref={passwordRef} name="password" label={LOGIN.password} autoComplete="current-password" error={errors.password} />
        <div className="form__row form__row--end">
          <Link to={PATHS.forgotPassword} onClick={close} className="link">{LOGIN.forgotPassword}</Link>
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
          {submitting ? LOGIN.submitting : LOGIN.submit}
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
