// The partner's first step: its ref, the slug its widgets carry (`partner="…"`), chosen once. Checked with core's
// partner-ref schema (the API's message); a taken ref comes back from the server on the field.
import { useForm } from 'react-hook-form';
import { PARTNER_REF_RULE } from '@dadeal/core';
import { ApiError } from '../../app/api-client.js';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { TextField } from '../../app/forms/fields.js';
import { say } from '../../app/i18n/i18n.js';
import { useSetRef } from './use-partner-dashboard.js';
import { PARTNER_TEXTS, rich } from './texts.js';

/** "Island Times Ltd." → "island-times-ltd": a starting point the partner can change. */
export const suggestRef = (companyName: string) =>
  companyName.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');

export function RefPicker({ companyName }: { companyName: string }) {
  const setRef = useSetRef();
  const form = useForm<{ ref: string }>({ resolver: coreResolver('partner-ref'), defaultValues: { ref: suggestRef(companyName) } });
  const submit = form.handleSubmit(async ({ ref }) => {
    try {
      await setRef.mutateAsync(ref);
    } catch (error) {
      const message = error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.serverMessage) : null;
      form.setError('ref', { type: 'server', message: message ?? PARTNER_TEXTS.tryAgain }, { shouldFocus: true });
    }
  });
  return (
    <section className="card pdash__section pdash__ref-picker" aria-labelledby="pdash-ref-title">
      <h2 id="pdash-ref-title">{PARTNER_TEXTS.refTitle}</h2>
      <p className="muted">{rich('partner.refIntro', { attribute: <code>partner="your-ref"</code> })}</p>
      <form className="form" noValidate onSubmit={submit}>
        <TextField label={PARTNER_TEXTS.refLabel} autoComplete="off" spellCheck={false} maxLength={40} hint={say(PARTNER_REF_RULE)} error={form.formState.errors.ref?.message} {...form.register('ref')} />
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>{PARTNER_TEXTS.saveRef}</button>
      </form>
    </section>
  );
}
