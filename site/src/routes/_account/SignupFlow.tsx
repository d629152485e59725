// Sign-up from form to "check your e-mail" (spec §4: submit, then success toast or inline error): registers through
// POST /api/auth/register and, once the account exists, says where the verification link went.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES, type PartnerRegisterRequest, type Place, type RegisterRequest } from '@dadeal/core';
import { apiCall } from '../../app/api-client.js';
import { useLoginDialog } from '../../app/login/login-dialog-context.js';
import { PATHS } from '../../app/paths.js';
import { useSession } from '../../app/session.js';
import { NAV, TOASTS } from '../../app/texts.js';
import { ACCOUNT } from '../../app/screen-texts.js';
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { linked } from '../../app/linked-text.js';
import { notify } from '../../app/toasts.js';
import { AccountIcon, useFocusOnMount } from './AccountLayout.js';
import { SignupForm, type SignupKind, type SignupValues } from './SignupForm.js';
import { site as signupWords } from '@dadeal/core/i18n/generated/en.site.signup.js';

addEnglish(signupWords); // this screen's own English words (the page's first script does not carry them)

/** The form's flat values → the register call of spec §7 (the newsletter choice rides along; see README). */
export function registerRequest(kind: Exclude<SignupKind, 'partner'>, values: SignupValues): RegisterRequest & { newsletter?: boolean } {
  const request: RegisterRequest & { newsletter?: boolean } = {
    email: values.email,
    password: values.password,
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber,
    userType: kind,
    emailNotifications: true,
  };
  if (kind === 'user') request.newsletter = values.newsletter === true;
  else {
    request.business = { companyName: values.companyName ?? '', contactNumber: values.contactNumber ?? '' };
    if (values.websiteUrl) request.business.websiteUrl = values.websiteUrl;
    // The business's place when one was typed: the form's resolver answers it as the API takes it (core's Place).
    if (values.places?.length) request.business.places = values.places as unknown as Place[];
  }
  return request;
}

function SignupSent({ email, kind }: { email: string; kind: SignupKind }) {
  const login = useLoginDialog();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  return (
    <section className="card acct-sent" aria-labelledby="acct-sent-title">
      <AccountIcon name="mail" tone="success" />
      <h2 id="acct-sent-title" ref={headingRef} tabIndex={-1}>{ACCOUNT.checkEmail}</h2>
      <p>
        {t('signup.sentBefore')} <strong className="acct-email">{email}</strong>.{' '}
        {kind === 'partner' ? t('signup.sentAfterPartner') : t('signup.sentAfter')}
      </p>
      <div className="acct-actions">
        <button type="button" className="btn btn--primary" onClick={() => login.open({ email })}>{ACCOUNT.signIn}</button>
        <Link to={PATHS.home} className="btn btn--outline">{t('signup.browseDeals')}</Link>
      </div>
      <p className="acct-note">
        {t('signup.noMail')}{' '}
        <Link to={PATHS.emailVerification} state={{ email }} className="link">{t('signup.sendNewLink')}</Link>.
      </p>
    </section>
  );
}

/** A signed-in visitor (the footer's Sign Up is on every page) is pointed to their account, not to a second one. */
function AlreadySignedIn() {
  const session = useSession();
  const user = session.user;
  if (!user) return null;
  const [to, label] = user.userType === 'business' ? [PATHS.businessDashboard, NAV.businessDashboard]
    : user.userType === 'partner' ? [PATHS.partnerDashboard, NAV.partnerDashboard] : [PATHS.userDashboard, NAV.userDashboard];
  return (
    <section className="card acct-sent" aria-labelledby="acct-signed-in-title">
      <AccountIcon name="check" tone="success" />
      <h2 id="acct-signed-in-title">{t('signup.signedInTitle')}</h2>
      <p>{linked(t('signup.signedIn', { email: user.email }), [(email) => <strong className="acct-email">{email}</strong>])}</p>
      <div className="acct-actions">
        <Link to={to} className="btn btn--primary">{label}</Link>
        <button type="button" className="btn btn--outline" onClick={session.logout}>{NAV.logout}</button>
      </div>
    </section>
  );
}

/** A partner's sign-up → POST /api/partners/register. */
export function partnerRegisterRequest(values: SignupValues): PartnerRegisterRequest {
  return { companyName: values.companyName ?? '', websiteUrl: values.websiteUrl ?? '', email: values.email, password: values.password, terms: true };
}

export function SignupFlow({ kind }: { kind: SignupKind }) {
  const session = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const registration = useMutation({
    mutationFn: (values: SignupValues) => kind === 'partner'
      ? apiCall('POST', '/api/partners/register', { body: partnerRegisterRequest(values) })
      : apiCall('POST', '/api/auth/register', { body: registerRequest(kind, values) }),
  });

  const onSubmit = async (values: SignupValues) => {
    const answer = await registration.mutateAsync(values);
    notify.success(TOASTS.registrationSuccess, answer.message || MESSAGES.registered);
    setSentTo(values.email);
  };

  if (sentTo) return <SignupSent email={sentTo} kind={kind} />;
  if (session.user) return <AlreadySignedIn />;
  return <SignupForm kind={kind} onSubmit={onSubmit} />;
}
