// The partner's optional webhook (issue 23, item 2): its URL, the signing secret shown once (when created or rotated),
// and the delivery log — status, attempts, the last response code — with replay. How to verify a delivery is in the
// API's README ("Partners: their own report and signed webhooks").
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { WebhookDelivery } from '@dadeal/core';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { TextField } from '../../app/forms/fields.js';
import { showDate, showTime } from '../../app/dates.js';
import { CopyButton } from './CopyButton.js';
import { useReplay, usePartnerWebhook, useWebhookDeliveries, useWebhookWrite } from './use-partner-dashboard.js';

const STATUS_LABEL: Record<WebhookDelivery['status'], string> = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' };

export function WebhookSection() {
  const webhook = usePartnerWebhook(true);
  const hasUrl = Boolean(webhook.data?.url);
  const deliveries = useWebhookDeliveries(hasUrl);
  const save = useWebhookWrite<{ url: string }>('PUT', '/api/partner/webhook');
  const rotate = useWebhookWrite('POST', '/api/partner/webhook/secret');
  const remove = useWebhookWrite('DELETE', '/api/partner/webhook');
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
      <h2 id="pdash-webhook">Webhook <span className="muted pdash__optional">(optional)</span></h2>
      <p className="muted">
        We POST <code>claim.created</code> and <code>coupon.redeemed</code> to your URL as JSON, signed with your secret
        (<code>Dadeal-Signature: t=…,v1=…</code>, HMAC-SHA256), and retry with backoff until your server answers 2xx.
      </p>

      {secret && (
        <div className="pdash__secret" role="alert">
          <p><strong>Your signing secret — copy it now, it is shown only once:</strong></p>
          <pre className="pdash__code"><code>{secret}</code></pre>
          <div className="pdash__actions">
            <CopyButton text={secret} label="Copy secret" />
            <button type="button" className="btn btn--ghost" onClick={() => setSecret(null)}>I have saved it</button>
          </div>
        </div>
      )}

      {!hasUrl || editing ? (
        <form className="form pdash__webhook-form" noValidate onSubmit={submit}>
          <TextField label="Webhook URL" type="url" placeholder="https://your-site.example/dadeal-webhook" autoComplete="off" error={form.formState.errors.url?.message} {...form.register('url')} />
          <div className="pdash__actions">
            <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>Save webhook</button>
            {editing && <button type="button" className="btn btn--ghost" onClick={() => setEditing(false)}>Cancel</button>}
          </div>
        </form>
      ) : (
        <>
          <dl className="pdash__facts">
            <dt>URL</dt>
            <dd><code>{webhook.data?.url}</code></dd>
            <dt>Secret</dt>
            <dd><code>{webhook.data?.secretHint}</code></dd>
          </dl>
          <div className="pdash__actions">
            <button type="button" className="btn btn--outline" onClick={() => setEditing(true)}>Change URL</button>
            <button type="button" className="btn btn--outline" disabled={rotate.isPending} onClick={() => rotate.mutate(undefined, { onSuccess: (a) => a.secret && setSecret(a.secret) })}>
              New secret
            </button>
            <button type="button" className="btn btn--ghost" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => setSecret(null) })}>
              Remove webhook
            </button>
          </div>
          <h3>Deliveries</h3>
          {!deliveries.data?.length ? (
            <p className="empty">No deliveries yet: the next claim through your widgets sends the first.</p>
          ) : (
            <div className="table-wrap" tabIndex={0} role="region" aria-label="Webhook deliveries">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">When</th>
                    <th scope="col">Status</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Response</th>
                    <th scope="col"><span className="sr-only">Actions</span></th>
                  </tr>
                </thead>
                <tbody>
                  {deliveries.data.map((d) => (
                    <tr key={d.id}>
                      <th scope="row"><code>{d.event}</code></th>
                      <td>{`${showDate(d.createdAt)}, ${showTime(d.createdAt)}`}</td>
                      <td><span className={`pdash__status pdash__status--${d.status}`}>{STATUS_LABEL[d.status]}</span></td>
                      <td>{d.attempts}</td>
                      <td>{d.responseCode ?? (d.lastError ? <span title={d.lastError}>no answer</span> : '—')}</td>
                      <td>
                        <button type="button" className="btn btn--ghost btn--sm" disabled={replay.isPending} onClick={() => replay.mutate(d.id)}
                          aria-label={`Replay ${d.event} of ${`${showDate(d.createdAt)}, ${showTime(d.createdAt)}`}`}>
                          Replay
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
