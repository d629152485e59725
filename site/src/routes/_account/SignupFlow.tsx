// Sign-up from form to "check your e-mail" (spec §4: submit, then success toast or inline error): registers through
// POST /api/auth/register and, once the account exists, says where the verification link went.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES, type RegisterRequest, type RegisterResponse } from '@dadeal/core';
import { apiRequest } from '../../app/api-client.js';
import { useLoginDialog } from '../../app/login/login-dialog-context.js';
import { PATHS } from '../../app/paths.js';
import { useSession } from '../../app/session.js';
import { ACCOUNT, NAV, TOASTS } from '../../app/texts.js';
import { notify } from '../../app/toasts.js';
import { AccountIcon, useFocusOnMount } from './AccountLayout.js';
import { SignupForm, type SignupKind, type SignupValues } from './SignupForm.js';

/** The form's flat values → the register call of spec §7 (the newsletter choice rides along; see README). */
export function registerRequest(kind: SignupKind, values: SignupValues): RegisterRequest & { newsletter?: boolean } {
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
  }
  return request;
}

function SignupSent({ email }: { email: string }) {
  const login = useLoginDialog();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  return (
    <section className="card acct-sent" aria-labelledby="acct-sent-title">
      <AccountIcon name="mail" tone="success" />
      <h2 id="acct-sent-title" ref={headingRef} tabIndex={-1}>{ACCOUNT.checkEmail}</h2>
      <p>
        We sent a verification link to <strong className="acct-email">{email}</strong>. Open it within 24 hours to
        activate your account, then sign in and start claiming deals.
      </p>
      <div className="acct-actions">
        <button type="button" className="btn btn--primary" onClick={() => login.open({ email })}>{ACCOUNT.signIn}</button>
        <Link to={PATHS.home} className="btn btn--outline">Browse Deals</Link>
      </div>
      <p className="acct-note">
        No e-mail after a few minutes? Check your spam folder, or{' '}
        <Link to={PATHS.emailVerification} state={{ email }} className="link">send a new verification link</Link>.
      </p>
    </section>
  );
}

/** A signed-in visitor (the footer's Sign Up is on every page) is pointed to their account, not to a second one. */
function AlreadySignedIn() {
  const session = useSession();
  const user = session.user;
  if (!user) return null;
  const business = user.userType === 'business';
  return (
    <section className="card acct-sent" aria-labelledby="acct-signed-in-title">
      <AccountIcon name="check" tone="success" />
      <h2 id="acct-signed-in-title">You're signed in</h2>
      <p>
        You're signed in as <strong className="acct-email">{user.email}</strong>. To create another account, log out first.
      </p>
      <div className="acct-actions">
        <Link to={business ? PATHS.businessDashboard : PATHS.userDashboard} className="btn btn--primary">
          {business ? NAV.businessDashboard : NAV.userDashboard}
        </Link>
        <button type="button" className="btn btn--outline" onClick={session.logout}>{NAV.logout}</button>
      </div>
    </section>
  );
}

export function SignupFlow({ kind }: { kind: SignupKind }) {
  const session = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const registration = useMutation({
    mutationFn: (request: RegisterRequest) => apiRequest<RegisterResponse>('POST', '/api/auth/register', request),
  });

  const onSubmit = async (values: SignupValues) => {
    const answer = await registration.mutateAsync(registerRequest(kind, values));
    notify.success(TOASTS.registrationSuccess, answer.message || MESSAGES.registered);
    setSentTo(values.email);
  };

  if (sentTo) return <SignupSent email={sentTo} />;
  if (session.user) return <AlreadySignedIn />;
  return <SignupForm kind={kind} onSubmit={onSubmit} />;
}
