// "Your data" (docs/decisions/0080, 0081): the same section in the user, business, staff and partner dashboards.
// Download my data saves GET /api/user/export as a file (a business's ZIP with its pictures, anyone else's JSON);
// Delete my account asks for the password again, or for a code mailed to the account (an account made by a claim in a
// partner's widget has no password its owner knows), then ends the session and lands on the home page. A staff account
// is removed by its business's owner: the section says so and offers the download only.
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CLAIM_CODE_DIGITS, MESSAGES, type AccountDeleteRequest, type AccountType } from '@dadeal/core';
import { ApiError, apiCall, sessionFetch } from '../api-client.js';
import { coreResolver } from '../forms/core-resolver.js';
import { FormAlert, PasswordField, TextField } from '../forms/fields.js';
import { say } from '../i18n/i18n.js';
import { ModalCloseButton } from '../layout/ModalCloseButton.js';
import { PATHS } from '../paths.js';
import { useSession } from '../session.js';
import { notify } from '../toasts.js';
import { saveDownload } from '../save-download.js';
import { OWN_DATA } from './texts.js';
import './own-data.css';

/** What the server said, in the visitor's language; `fallback` when it said nothing (a network failure). */
function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? say(error.serverMessage) : fallback;
}

/** GET /api/user/export saved under the server's file name (the account's id and the day). */
async function downloadExport(): Promise<void> {
  const response = await sessionFetch('/api/user/export', { headers: { Accept: 'application/json, application/zip' } });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  await saveDownload(response, 'dadeal-account.json');
}

const WHAT_GOES: Partial<Record<AccountType, () => string>> = {
  user: () => OWN_DATA.deleteWhatUser,
  business: () => OWN_DATA.deleteWhatBusiness,
  partner: () => OWN_DATA.deleteWhatPartner,
};

export function OwnDataSection({ kind, email }: { kind: AccountType; email: string }) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [policyBefore, policyAfter] = OWN_DATA.introParts();

  const download = () => {
    setDownloading(true);
    setDownloadError(null);
    downloadExport()
      .catch((error: unknown) => setDownloadError(failure(error, OWN_DATA.downloadFailed)))
      .finally(() => setDownloading(false));
  };

  return (
    <section className="own-data card" aria-labelledby="own-data-title">
      <h2 id="own-data-title" className="own-data__title">{OWN_DATA.title}</h2>
      <p className="muted own-data__intro">
        {policyBefore}<Link to={PATHS.privacyPolicy} className="link">{OWN_DATA.policy}</Link>{policyAfter}
      </p>
      <div className="own-data__actions">
        <div className="own-data__action">
          <button type="button" className="btn btn--outline" onClick={download} disabled={downloading} aria-describedby="own-data-download-hint">
            {downloading ? OWN_DATA.downloading : OWN_DATA.download}
          </button>
          <p id="own-data-download-hint" className="muted own-data__hint">{kind === 'business' ? OWN_DATA.downloadHintBusiness : OWN_DATA.downloadHint}</p>
          <FormAlert message={downloadError} />
        </div>
        <div className="own-data__action">
          {kind === 'staff' ? (
            <p className="own-data__note">{OWN_DATA.staffNote}</p>
          ) : (
            <button type="button" className="btn btn--danger-outline" onClick={() => setDeleting(true)}>{OWN_DATA.delete}</button>
          )}
        </div>
      </div>
      {kind !== 'staff' && <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} kind={kind} email={email} />}
    </section>
  );
}

type Proof = 'password' | 'code';

function DeleteAccountDialog({ open, onClose, kind, email }: { open: boolean; onClose: () => void; kind: AccountType; email: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [proof, setProof] = useState<Proof>('password');
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // Only the shown field is sent (shouldUnregister): the password, or the mailed code.
  const form = useForm<AccountDeleteRequest>({ resolver: coreResolver('account-delete'), defaultValues: { password: '', code: '' }, shouldUnregister: true });
  const { register, formState, setError } = form;
  const busy = formState.isSubmitting;

  const close = () => {
    if (busy) return;
    form.reset({ password: '', code: '' });
    setProof('password');
    setCodeSent(false);
    setAlert(null);
    onClose();
  };

  const sendCode = async () => {
    setAlert(null);
    setSending(true);
    try {
      await apiCall('POST', '/api/user/account/deletion-code');
      setProof('code');
      setCodeSent(true);
    } catch (error) {
      setAlert(failure(error, OWN_DATA.codeFailed));
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    if (!values.password && !values.code) {
      setError(proof, { type: 'required', message: say(MESSAGES.deleteProofNeeded) }, { shouldFocus: true });
      return;
    }
    try {
      await apiCall('DELETE', '/api/user/account', { body: proof === 'password' ? { password: values.password } : { code: values.code } });
    } catch (error) {
      const onField = error instanceof ApiError ? error.fieldErrors.find((e) => e.field === 'password' || e.field === 'code') : undefined;
      if (onField) setError(proof, { type: 'server', message: say(onField.message) }, { shouldFocus: true });
      else setAlert(failure(error, OWN_DATA.deleteFailed));
      return;
    }
    // The account is gone, and with it every session: sign out here and land on the home page with the confirmation.
    navigate(PATHS.home, { replace: true });
    session.logout();
    notify.success(OWN_DATA.deleted, MESSAGES.accountDeleted);
  });

  const what = WHAT_GOES[kind]?.();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className="modal modal--wide own-data-dialog" role="alertdialog">
          <ModalCloseButton />
          <Dialog.Title className="modal__title">{OWN_DATA.deleteTitle}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="own-data-dialog__what">
              {what && <p>{what}</p>}
              <p><strong>{OWN_DATA.deleteFinal}</strong></p>
            </div>
          </Dialog.Description>
          <form className="form" noValidate onSubmit={submit} aria-label={OWN_DATA.deleteTitle}>
            {proof === 'password' ? (
              <PasswordField label={OWN_DATA.password} autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
            ) : (
              <>
                {codeSent && <p className="own-data-dialog__sent" role="status">{OWN_DATA.codeSent(email)}</p>}
                <TextField
                  label={OWN_DATA.code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={CLAIM_CODE_DIGITS}
                  error={formState.errors.code?.message}
                  {...register('code')}
                />
              </>
            )}
            <div className="own-data-dialog__switch">
              {proof === 'password' ? (
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => void sendCode()} disabled={sending || busy}>{OWN_DATA.useCode}</button>
              ) : (
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => { setProof('password'); setAlert(null); }} disabled={busy}>{OWN_DATA.usePassword}</button>
              )}
            </div>
            <FormAlert message={alert} />
            <div className="modal__actions">
              <Dialog.Close className="btn btn--outline" disabled={busy}>{OWN_DATA.cancel}</Dialog.Close>
              <button type="submit" className="btn btn--danger" disabled={busy}>{busy ? OWN_DATA.deleting : OWN_DATA.confirmDelete}</button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
