// The partner's optional webhook: its URL, the signing secret shown once (when created or rotated),
// and the delivery log — status, attempts, the last response code — with replay. How to verify a delivery is in the
// docs/integrating.md ("Partners: their own report and signed webhooks").
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../app/api-client.js';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { TextField } from '../../app/forms/fields.js';
import { showDate, showTime } from '../../app/dates.js';
import { CopyButton } from './CopyButton.js';
import { WEBHOOK, rich } from './texts.js';
import { useReplay, usePartnerWebhook, useWebhookDeliveries, useWebhookWrite } from './use-partner-dashboard.js';

export function WebhookSection() {
  const webhook = usePartnerWebhook(true);
  const hasUrl = Boolean(webhook.data?.url);
  const deliveries = useWebhookDeliveries(hasUrl);
  const save = useWebhookWrite((body: { url: string }) => apiCall('PUT', '/api/partner/webhook', { body }));
  const rotate = useWebhookWrite(() => apiCall('POST', '/api/partner/webhook/secret'));
  const remove = useWebhookWrite(() => apiCall('DELETE', '/api/partner/webhook'));
  const replay = useReplay();
  const [secret, setSecret] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const form = useForm<{ url: string }>({ resolver: coreResolver('partner-webhook'), values: { url: webhook.data?.url ?? '' } });

  const submit = form.handleSubmit(async ({ url }) => {
    const answer = await save.mutateAsync({ url }).catch(() => null);
    if (!answer) return;
    if (answer.secret) setSecret(answer.secret);
    setEditing(false);
  });

  return (
    <section aria-labelledby="pdash-webhook" className="card pdash__section pdash__webhook">
      <h2 id="pdash-webhook">{WEBHOOK.title} <span className="muted pdash__optional">{WEBHOOK.optional}</span></h2>
      <p className="muted">
        {rich('partner.webhookIntro', { created: <code>claim.created</code>, redeemed: <code>coupon.redeemed</code>, header: <code>Dadeal-Signature: t=…,v1=…</code> })}
      </p>

      {secret && (
        <div className="pdash__secret" role="alert">
          <p><strong>{WEBHOOK.secretOnce}</strong></p>
          <pre className="pdash__code"><code>{secret}</code></pre>
          <div className="pdash__actions">
            <CopyButton text={secret} label={WEBHOOK.copySecret} />
            <button type="button" className="btn btn--ghost" onClick={() => setSecret(null)}>{WEBHOOK.savedIt}</button>
          </div>
        </div>
      )}

      {!hasUrl || editing ? (
        <form className="form pdash__webhook-form" noValidate onSubmit={submit}>
          <TextField label={WEBHOOK.url} type="url" placeholder="https://your-site.example/dadeal-webhook" autoComplete="off" error={form.formState.errors.url?.message} {...form.register('url')} />
          <div className="pdash__actions">
            <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>{WEBHOOK.save}</button>
            {editing && <button type="button" className="btn btn--ghost" onClick={() => setEditing(false)}>{WEBHOOK.cancel}</button>}
          </div>
        </form>
      ) : (
        <>
          <dl className="pdash__facts">
            <dt>{WEBHOOK.urlLabel}</dt>
            <dd><code>{webhook.data?.url}</code></dd>
            <dt>{WEBHOOK.secret}</dt>
            <dd><code>{webhook.data?.secretHint}</code></dd>
          </dl>
          <div className="pdash__actions">
            <button type="button" className="btn btn--outline" onClick={() => setEditing(true)}>{WEBHOOK.changeUrl}</button>
            <button type="button" className="btn btn--outline" disabled={rotate.isPending} onClick={() => rotate.mutate(undefined, { onSuccess: (a) => a.secret && setSecret(a.secret) })}>
              {WEBHOOK.newSecret}
            </button>
            <button type="button" className="btn btn--ghost" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => setSecret(null) })}>
              {WEBHOOK.remove}
            </button>
          </div>
          <h3>{WEBHOOK.deliveries}</h3>
          {!deliveries.data?.length ? (
            <p className="empty">{WEBHOOK.noDeliveries}</p>
          ) : (
            <div className="table-wrap" tabIndex={0} role="region" aria-label={WEBHOOK.deliveriesTable}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{WEBHOOK.event}</th>
                    <th scope="col">{WEBHOOK.when}</th>
                    <th scope="col">{WEBHOOK.status}</th>
                    <th scope="col">{WEBHOOK.attempts}</th>
                    <th scope="col">{WEBHOOK.response}</th>
                    <th scope="col"><span className="sr-only">{WEBHOOK.actions}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {deliveries.data.map((d) => (
                    <tr key={d.id}>
                      <th scope="row"><code>{d.event}</code></th>
                      <td>{`${showDate(d.createdAt)}, ${showTime(d.createdAt)}`}</td>
                      <td><span className={`pdash__status pdash__status--${d.status}`}>{WEBHOOK.statuses[d.status]}</span></td>
                      <td>{d.attempts}</td>
                      <td>{d.responseCode ?? (d.lastError ? <span title={d.lastError}>{WEBHOOK.noAnswer}</span> : '—')}</td>
                      <td>
                        <button type="button" className="btn btn--ghost btn--sm" disabled={replay.isPending} onClick={() => replay.mutate(d.id)}
                          aria-label={WEBHOOK.replayOf(d.event, `${showDate(d.createdAt)}, ${showTime(d.createdAt)}`)}>
                          {WEBHOOK.replay}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
