// The business's counter staff: invite by name and e-mail (core's 'staff-invite' rules, the API's
// messages), the list with each member's status and last redemption, and Revoke after a confirmation.
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm, type Path } from 'react-hook-form';
import type { StaffInviteRequest, StaffMember } from '@dadeal/core';
import { ApiError } from '../../app/api-client.js';
import { showDate } from '../../app/dates.js';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { FormAlert, TextField } from '../../app/forms/fields.js';
import { BUSINESS_DASHBOARD, STAFF } from '../../app/business/texts.js';
import { useInviteStaff, useRevokeStaff, useStaff } from './use-staff.js';

const EMPTY: StaffInviteRequest = { firstName: '', lastName: '', email: '' };

function InviteForm() {
  const form = useForm<StaffInviteRequest>({ resolver: coreResolver('staff-invite'), defaultValues: EMPTY });
  const { register, formState, setError } = form;
  const invite = useInviteStaff();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await invite.mutateAsync(values);
      form.reset(EMPTY);
    } catch (error) {
      if (!(error instanceof ApiError)) return setAlert(STAFF.inviteFailed);
      const onFields = error.fieldErrors.filter((e) => e.field in EMPTY);
      onFields.forEach((e, i) => setError(e.field as Path<StaffInviteRequest>, { type: 'server', message: e.message }, { shouldFocus: i === 0 }));
      // An e-mail that belongs to another account is the server's to say (409): beside the e-mail, where it is fixed.
      if (!onFields.length && error.status === 409) setError('email', { type: 'server', message: error.serverMessage ?? STAFF.inviteFailed }, { shouldFocus: true });
      else if (!onFields.length) setAlert(error.serverMessage ?? STAFF.inviteFailed);
    }
  });

  const busy = formState.isSubmitting;
  return (
    <form className="form staff__form" noValidate onSubmit={submit} aria-label={STAFF.form}>
      <TextField label={STAFF.firstName} autoComplete="off" error={formState.errors.firstName?.message} {...register('firstName')} />
      <TextField label={STAFF.lastName} autoComplete="off" error={formState.errors.lastName?.message} {...register('lastName')} />
      <TextField label={STAFF.email} type="email" autoComplete="off" error={formState.errors.email?.message} {...register('email')} />
      <button type="submit" className="btn btn--primary staff__submit" disabled={busy}>{busy ? STAFF.inviting : STAFF.invite}</button>
      <FormAlert message={alert} />
    </form>
  );
}

/** Mails an invited member a new link (the old one stops working): the invitation sent again with their own details. */
function ResendButton({ member }: { member: StaffMember }) {
  const invite = useInviteStaff();
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      disabled={invite.isPending}
      onClick={() => invite.mutate({ firstName: member.firstName, lastName: member.lastName, email: member.email })}
      aria-label={STAFF.resendTo(name)}
    >
      {invite.isPending ? STAFF.inviting : STAFF.resend}
    </button>
  );
}

function RevokeDialog({ member, revoking, onConfirm, onClose }: { member: StaffMember | null; revoking: boolean; onConfirm: (m: StaffMember) => void; onClose: () => void }) {
  const name = member ? `${member.firstName} ${member.lastName}` : '';
  return (
    <Dialog.Root open={member !== null} onOpenChange={(open) => !open && !revoking && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content className="modal" role="alertdialog">
          <Dialog.Title className="modal__title">{STAFF.revokeTitle}</Dialog.Title>
          <Dialog.Description>{STAFF.revokeConfirm(name)}</Dialog.Description>
          <p className="muted">{STAFF.revokeNote}</p>
          <div className="modal__actions">
            <Dialog.Close className="btn btn--outline" disabled={revoking}>{BUSINESS_DASHBOARD.cancel}</Dialog.Close>
            <button type="button" className="btn btn--danger" disabled={revoking} onClick={() => member && onConfirm(member)}>
              {revoking ? STAFF.revoking : STAFF.revoke}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function StaffSection() {
  const staff = useStaff(true);
  const [revoking, setRevoking] = useState<StaffMember | null>(null);
  const revoke = useRevokeStaff(() => setRevoking(null));
  return (
    <section className="staff card" aria-labelledby="staff-title">
      <h2 id="staff-title" className="staff__title">{STAFF.title}</h2>
      <p className="muted staff__intro">{STAFF.intro}</p>
      <InviteForm />
      {staff.isPending ? (
        <div className="staff__pending" aria-busy="true" />
      ) : staff.isError ? (
        <p className="form-alert">{staff.error.message}</p>
      ) : staff.data.length === 0 ? (
        <p className="empty">{STAFF.none}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={STAFF.table}>
          <table className="table table--cards staff__table">
            <thead>
              <tr>
                <th scope="col">{STAFF.name}</th>
                <th scope="col">{STAFF.status}</th>
                <th scope="col">{STAFF.lastRedemption}</th>
                <th scope="col"><span className="sr-only">{BUSINESS_DASHBOARD.actions}</span></th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((member) => {
                const name = `${member.firstName} ${member.lastName}`;
                return (
                  <tr key={member.id}>
                    <th scope="row">
                      {name}
                      <span className="muted table__sub">{member.email}</span>
                    </th>
                    <td data-label={STAFF.status}><span className={`status status--${member.status === 'active' ? 'live' : 'scheduled'}`}>{STAFF.statuses[member.status]}</span></td>
                    <td data-label={STAFF.lastRedemption}>{member.lastRedemptionAt ? showDate(member.lastRedemptionAt) : STAFF.never}</td>
                    <td>
                      <div className="bdash-table__actions">
                        {member.status === 'invited' && <ResendButton member={member} />}
                        <button type="button" className="btn btn--danger-outline btn--sm" onClick={() => setRevoking(member)} aria-label={STAFF.revokeName(name)}>
                          {STAFF.revoke}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <RevokeDialog member={revoking} revoking={revoke.isPending} onConfirm={(m) => revoke.mutate(m)} onClose={() => setRevoking(null)} />
    </section>
  );
}
