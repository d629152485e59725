// Reset password (spec §2, §4, §8): `?token=…` from the mailed link; a new password and its confirmation with
// show/hide and requirement hints; no token → "Invalid Reset Link"; success → "Password Reset Complete".
// `&invite=1`: the same page greets someone a business invited to its counter, who chooses a first password.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, PASSWORD_MIN } from '@dadeal/core';
import { ApiError, apiCall } from '../../app/api-client.js';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { addEnglish, isMessage, say, t } from '../../app/i18n/i18n.js';
import { site as resetWords } from '@dadeal/core/i18n/generated/en.site.reset.js';
import { site as notFoundWords } from '@dadeal/core/i18n/generated/en.site.notFound.js';
import { site as signupWords } from '@dadeal/core/i18n/generated/en.site.signup.js';
import { FormAlert, PasswordField } from '../../app/forms/fields.js';
import { useLoginDialog } from '../../app/login/login-dialog-context.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { TOASTS } from '../../app/texts.js';
import { ACCOUNT } from '../../app/screen-texts.js';
import { INVITATION } from './texts.js';
import { notify } from '../../app/toasts.js';
import { AccountCard, AccountCardPage } from '../_account/AccountLayout.js';

addEnglish(resetWords, notFoundWords, signupWords); // this screen's own English words (the page's first script does not carry them)

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

// Only the length is a rule (core's schema); the mix is advice, so it is shown as met or not, never enforced.
// Read when rendered: the words are the active language's.
const hints = (): ReadonlyArray<{ text: string; met: (password: string) => boolean }> => [
  { text: t('reset.hintLength', { min: PASSWORD_MIN }), met: (p) => p.length >= PASSWORD_MIN },
  { text: t('reset.hintLetters'), met: (p) => /\p{L}/u.test(p) },
  { text: t('reset.hintNumbers'), met: (p) => /\d/.test(p) },
  { text: t('reset.hintSymbols'), met: (p) => /[^\p{L}\d\s]/u.test(p) },
];

function PasswordHints({ id, password }: { id: string; password: string }) {
  return (
    <div className="acct-hints" id={id}>
      <p>{t('reset.strong')}</p>
      <ul>
        {hints().map((hint) => {
          const met = hint.met(password);
          return (
            <li key={hint.text} className={met ? 'is-met' : undefined}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {met ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <circle cx="12" cy="12" r="4" />}
              </svg>
              {hint.text}
              {met && <span className="sr-only"> {t('reset.hintMet')}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function LoginButton({ label, primary = false }: { label: string; primary?: boolean }) {
  const login = useLoginDialog();
  return (
    <button type="button" className={`btn ${primary ? 'btn--primary' : 'btn--outline'}`} onClick={() => login.open()}>{label}</button>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = params.get('invite') === '1';
  usePageTitle(invite ? INVITATION.title : t('reset.page'));
  const [done, setDone] = useState<string | null>(null);
  // The server's refusal (an expired or used link), kept beside the form with a way to a new link.
  const [refusal, setRefusal] = useState<{ message: string; deadLink: boolean } | null>(null);
  const form = useForm<ResetValues>({ resolver: coreResolver('reset-password-form'), defaultValues: { newPassword: '', confirmPassword: '' } });
  const reset = useMutation({
    mutationFn: (newPassword: string) => apiCall('POST', '/api/auth/reset-password', { body: { token, newPassword } }),
  });
  const { errors } = form.formState;
  const password = form.watch('newPassword');

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setRefusal(null);
    try {
      const answer = await reset.mutateAsync(newPassword);
      setDone(answer.message || MESSAGES.passwordReset);
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? TOASTS.resetFailed[1]) : TOASTS.unexpected;
      notify.error(TOASTS.resetFailed[0], message);
      if (error instanceof ApiError) {
        const passwordError = error.fieldErrors.find((e) => e.field === 'newPassword');
        if (passwordError) form.setError('newPassword', { type: 'server', message: passwordError.message });
        setRefusal({ message, deadLink: error.fieldErrors.some((e) => e.field === 'token') || isMessage(message, MESSAGES.invalidResetToken) });
      }
    }
  });

  if (!token) {
    return (
      <AccountCardPage>
        <AccountCard
          icon="warning"
          tone="warning"
          title={ACCOUNT.invalidResetLink}
          intro={<p>{t('reset.needsLink')}</p>}
        >
          <div className="acct-actions">
            <Link to={PATHS.forgotPassword} className="btn btn--primary">{t('reset.requestNewButton')}</Link>
            <LoginButton label={ACCOUNT.backToLogin} />
          </div>
        </AccountCard>
      </AccountCardPage>
    );
  }

  if (done) {
    return (
      <AccountCardPage>
        <AccountCard icon="check" tone="success" title={invite ? INVITATION.done : ACCOUNT.resetComplete} focusTitle intro={<p>{invite ? INVITATION.doneText : say(done)}</p>}>
          <div className="acct-actions">
            <LoginButton label={ACCOUNT.goToLogin} primary />
            <Link to={PATHS.home} className="btn btn--outline">{t('signup.browseDeals')}</Link>
          </div>
        </AccountCard>
      </AccountCardPage>
    );
  }

  return (
    <AccountCardPage>
      <AccountCard
        icon="lock"
        title={invite ? INVITATION.title : t('reset.title')}
        intro={<p>{invite ? INVITATION.intro : t('reset.intro')}</p>}
      >
        <form className="form" noValidate onSubmit={submit}>
          <PasswordField
            id="new-password"
            label={t('reset.newPassword')}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            aria-describedby={errors.newPassword ? 'new-password-error password-hints' : 'password-hints'}
            {...form.register('newPassword')}
          />
          <PasswordHints id="password-hints" password={password} />
          <PasswordField label={t('reset.confirm')} autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
          {refusal && (
            <div className="acct-refusal">
              <FormAlert message={refusal.message} />
              {refusal.deadLink && (
                <p>
                  {invite ? INVITATION.deadLink : <>{t('reset.linksOnce')} <Link to={PATHS.forgotPassword} className="link">{t('reset.requestNew')}</Link></>}
                </p>
              )}
            </div>
          )}
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? (invite ? INVITATION.submitting : t('reset.submitting')) : invite ? INVITATION.submit : t('reset.submit')}
          </button>
        </form>
        <p className="acct-links">
          <Link to={PATHS.home} className="link">{t('notFound.backHome')}</Link>
        </p>
      </AccountCard>
    </AccountCardPage>
  );
}
