// Forgot password (spec §2, §4, §8): an e-mail form; then "Check Your Email" with Back to Login and Try Different
// Email (back to an empty form); links to / and /user-signup; a refused request toasts "Failed to send reset email".
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES } from '@dadeal/core';
import { apiCall, serverMessage } from '../../app/api-client.js';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { TextField } from '../../app/forms/fields.js';
import { useLoginDialog } from '../../app/login/login-dialog-context.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { TOASTS } from '../../app/texts.js';
import { ACCOUNT } from '../../app/screen-texts.js';
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { notify } from '../../app/toasts.js';
import { AccountCard, AccountCardPage } from '../_account/AccountLayout.js';
import { site as recoveryWords } from '@dadeal/core/i18n/generated/en.site.recovery.js';
import { site as signupWords } from '@dadeal/core/i18n/generated/en.site.signup.js';
import { site as notFoundWords } from '@dadeal/core/i18n/generated/en.site.notFound.js';

addEnglish(recoveryWords, signupWords, notFoundWords); // this screen's own English words (the page's first script does not carry them)

interface EmailValues {
  email: string;
}

export default function ForgotPasswordPage() {
  usePageTitle(t('recovery.forgotPage'));
  const login = useLoginDialog();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  // Try Different Email must come back to the form with the focus on it, not on the page's top.
  const [returned, setReturned] = useState(false);
  const form = useForm<EmailValues>({ resolver: coreResolver('email-only'), defaultValues: { email: '' } });
  const forgot = useMutation({
    mutationFn: (email: string) => apiCall('POST', '/api/auth/forgot-password', { body: { email } }),
  });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const answer = await forgot.mutateAsync(email);
      setSent({ email, message: answer.message || MESSAGES.forgotSent });
    } catch (error) {
      notify.error(TOASTS.resetEmailFailed, serverMessage(error, TOASTS.unexpected));
    }
  });

  const tryDifferentEmail = () => {
    form.reset({ email: '' });
    setSent(null);
    setReturned(true);
  };

  return (
    <AccountCardPage>
      {sent ? (
        <AccountCard icon="mail" tone="success" title={ACCOUNT.checkEmail} focusTitle intro={<p>{sent.message}</p>}>
          <p className="acct-note">
            We sent it to <strong className="acct-email">{sent.email}</strong>. The link works once, for 1 hour. No
            e-mail after a few minutes? Check your spam folder or try another address.
          </p>
          <div className="acct-actions">
            <button type="button" className="btn btn--primary" onClick={() => login.open({ email: sent.email })}>{ACCOUNT.backToLogin}</button>
            <button type="button" className="btn btn--outline" onClick={tryDifferentEmail}>{ACCOUNT.tryDifferentEmail}</button>
          </div>
          <ForgotLinks />
        </AccountCard>
      ) : (
        <AccountCard
          icon="key"
          title={t('recovery.forgotTitle')}
          focusTitle={returned}
          intro={<p>{t('recovery.forgotIntro')}</p>}
        >
          <form className="form" noValidate onSubmit={submit}>
            <TextField label={t('signup.email')} type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
            <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('recovery.sending') : t('recovery.sendResetLink')}
            </button>
          </form>
          <ForgotLinks />
        </AccountCard>
      )}
    </AccountCardPage>
  );
}

function ForgotLinks() {
  return (
    <p className="acct-links">
      <Link to={PATHS.home} className="link">{t('notFound.backHome')}</Link>
      <span>
        No account yet? <Link to={PATHS.userSignup} className="link">Sign up</Link>
      </span>
    </p>
  );
}
