// /unsubscribe?token=… — where the unsubscribe link at the foot of every reminder and alert mail lands. No
// sign-in: the signed token names the account and the list. Opening the page changes nothing (mail scanners and
// previews open links too); it says what the link is for, and the button unsubscribes (POST). Mail clients that
// support RFC 8058 skip this page and POST to the API themselves.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_MESSAGES } from '@dadeal/core';
import { apiCall, serverMessage } from '../../app/api-client.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { AccountCard, AccountCardPage } from '../_account/AccountLayout.js';

export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe',
  confirm: 'Unsubscribe',
  confirming: 'Unsubscribing...',
  done: "You're unsubscribed",
  already: 'Already unsubscribed',
  invalid: 'Invalid Unsubscribe Link',
  settings: 'Open my settings',
  home: 'Back to Da Deal!',
} as const;

const settingsPath = `${PATHS.userDashboard}?tab=settings`;

export default function UnsubscribePage() {
  usePageTitle(UNSUBSCRIBE_TEXTS.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery({ queryKey: ['/api/unsubscribe', { token }], queryFn: () => apiCall('GET', '/api/unsubscribe', { query: { token } }), enabled: Boolean(token) });
  const unsubscribe = useMutation({ mutationFn: () => apiCall('POST', '/api/unsubscribe', { query: { token } }) });

  const links = (
    <div className="acct-actions">
      <Link to={settingsPath} className="btn btn--primary">{UNSUBSCRIBE_TEXTS.settings}</Link>
      <Link to={PATHS.home} className="btn btn--outline">{UNSUBSCRIBE_TEXTS.home}</Link>
    </div>
  );

  if (!token || info.isError) {
    return (
      <AccountCardPage>
        <AccountCard icon="warning" tone="warning" title={UNSUBSCRIBE_TEXTS.invalid} intro={<p>{token ? serverMessage(info.error, UNSUBSCRIBE_MESSAGES.invalidLink) : UNSUBSCRIBE_MESSAGES.invalidLink}</p>}>
          {links}
        </AccountCard>
      </AccountCardPage>
    );
  }
  if (info.isPending) {
    return (
      <AccountCardPage>
        <AccountCard icon="mail" title={UNSUBSCRIBE_TEXTS.title} intro={<p aria-busy="true">Checking your link…</p>} />
      </AccountCardPage>
    );
  }
  const { label, email, subscribed } = info.data;
  if (unsubscribe.isSuccess || !subscribed) {
    return (
      <AccountCardPage>
        <AccountCard
          icon="check"
          tone="success"
          title={unsubscribe.isSuccess ? UNSUBSCRIBE_TEXTS.done : UNSUBSCRIBE_TEXTS.already}
          focusTitle={unsubscribe.isSuccess}
          intro={<p>{unsubscribe.data?.message ?? UNSUBSCRIBE_MESSAGES.done(info.data.list)}</p>}
        >
          {links}
        </AccountCard>
      </AccountCardPage>
    );
  }
  return (
    <AccountCardPage>
      <AccountCard
        icon="mail"
        title={UNSUBSCRIBE_TEXTS.title}
        intro={
          <p>
            Stop sending {label} to {email ? <strong className="acct-email">{email}</strong> : 'this address'}? You can turn
            them back on at any time in your dashboard settings.
          </p>
        }
      >
        {unsubscribe.isError && (
          <div className="acct-notice" role="alert">
            <strong>{serverMessage(unsubscribe.error, 'Something went wrong. Please try again.')}</strong>
          </div>
        )}
        <div className="acct-actions">
          <button type="button" className="btn btn--primary btn--lg" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {unsubscribe.isPending ? UNSUBSCRIBE_TEXTS.confirming : UNSUBSCRIBE_TEXTS.confirm}
          </button>
          <Link to={PATHS.home} className="btn btn--outline btn--lg">{UNSUBSCRIBE_TEXTS.home}</Link>
        </div>
      </AccountCard>
    </AccountCardPage>
  );
}
