// Email verification (spec §2, §4, §8): enter an e-mail to get a new verification link; then "Email Sent
// Successfully" with Return to Home. `?invalid=1` is where the API sends an unknown, used or expired link.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MESSAGES } from '@dadeal/core';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { TextField } from '../../app/forms/fields.js';
import { notifyResendFailed, requestVerificationEmail } from '../../app/login/resend-verification.js';
import { useLoginDialog } from '../../app/login/login-dialog-context.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { ACCOUNT } from '../../app/screen-texts.js';
import { addEnglish, say, t } from '../../app/i18n/i18n.js';
import { AccountCard, AccountCardPage } from '../_account/AccountLayout.js';
import { site as recoveryWords } from '@dadeal/core/i18n/generated/en.site.recovery.js';
import { site as signupWords } from '@dadeal/core/i18n/generated/en.site.signup.js';
import { site as notFoundWords } from '@dadeal/core/i18n/generated/en.site.notFound.js';

addEnglish(recoveryWords, signupWords, notFoundWords); // this screen's own English words (the page's first script does not carry them)

interface EmailValues {
  email: string;
}

/** The sign-up page hands over the address it registered (router state, so it never lands in a URL or a log). */
function handedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export default function EmailVerificationPage() {
  usePageTitle(t('recovery.verifyPage'));
  const [params] = useSearchParams();
  const location = useLocation();
  const login = useLoginDialog();
  const invalidLink = params.get('invalid') === '1';
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<EmailValues>({ resolver: coreResolver('email-only'), defaultValues: { email: handedEmail(location.state) } });
  const resend = useMutation({ mutationFn: (email: string) => requestVerificationEmail(email) });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const answer = await resend.mutateAsync(email);
      setSent({ email, message: answer.message || MESSAGES.resendSent });
    } catch (error) {
      notifyResendFailed(error);
    }
  });

  return (
    <AccountCardPage>
      {sent ? (
        <AccountCard icon="check" tone="success" title={ACCOUNT.emailSent} focusTitle intro={<p>{sent.message}</p>}>
          <p className="acct-note">
            We sent it to <strong className="acct-email">{sent.email}</strong>. The link works for 24 hours; once your
            address is verified you can sign in.
          </p>
          <div className="acct-actions">
            <Link to={PATHS.home} className="btn btn--primary">{ACCOUNT.returnHome}</Link>
            <button type="button" className="btn btn--outline" onClick={() => login.open({ email: sent.email })}>{ACCOUNT.signIn}</button>
          </div>
        </AccountCard>
      ) : (
        <AccountCard
          icon={invalidLink ? 'warning' : 'mail'}
          tone={invalidLink ? 'warning' : 'sea'}
          title={t('recovery.verifyTitle')}
          intro={
            <>
              {invalidLink && (
                <div className="acct-notice">
                  <strong>{say(MESSAGES.invalidVerifyToken)}</strong>
                  <span>{t('recovery.verifyExpired')}</span>
                </div>
              )}
              <p>{t('recovery.verifyIntro')}</p>
            </>
          }
        >
          <form className="form" noValidate onSubmit={submit}>
            <TextField label={t('signup.email')} type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
            <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('recovery.sending') : t('recovery.resend')}
            </button>
          </form>
          <p className="acct-links">
            <Link to={PATHS.home} className="link">{t('notFound.backHome')}</Link>
            <button type="button" className="link" onClick={() => login.open()}>Already verified? Sign In</button>
          </p>
        </AccountCard>
      )}
    </AccountCardPage>
  );
}
