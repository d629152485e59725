// "Report" under a review or its reply (the deal dialog's list, anyone signed in): a reason from core's short list
// (REVIEW_REPORT_REASONS), sent to POST /api/reviews/:id/reports. The API keeps one report per account and part, so a
// second report of the same thing is accepted and changes nothing; the control then says it was reported.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, REVIEW_REPORT_REASONS, type ReviewPart, type ReviewReportReason } from '@dadeal/core';
import { apiCall, serverMessage } from '../api-client.js';
import { say } from '../i18n/i18n.js';
import { notify } from '../toasts.js';
import { REPORT } from './report-texts.js';

export interface ReportReviewProps {
  reviewId: number;
  part: ReviewPart;
  /** What is reported, for screen readers: "the review by Kai M.", "the reply from Reefside Grill". */
  subject: string;
}

export function ReportReview({ reviewId, part, subject }: ReportReviewProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (chosen: ReviewReportReason) => apiCall('POST', '/api/reviews/{id}/reports', { path: { id: reviewId }, body: { part, reason: chosen } }),
    onSuccess: () => {
      notify.success(MESSAGES.reportSaved);
      setOpen(false);
    },
    onError: (e) => setError(say(serverMessage(e, e.message))),
  });
  if (send.isSuccess) return <p className="review-report__done" role="status">{REPORT.done}</p>;
  if (!open) {
    return (
      <button type="button" className="review-report__open" onClick={() => setOpen(true)}>
        {REPORT.open}<span className="sr-only">: {subject}</span>
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!reason) setError(REPORT.chooseReason);
    else send.mutate(reason);
  };
  return (
    <form className="review-report" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <fieldset className="review-report__reasons">
        <legend id={`${id}-title`}>{REPORT.title} <span className="sr-only">({subject})</span></legend>
        {REVIEW_REPORT_REASONS.map((r) => (
          <label key={r} className="review-report__reason">
            <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} /> {REPORT.reason(r)}
          </label>
        ))}
      </fieldset>
      {error && <p className="form-alert" role="alert">{error}</p>}
      <div className="review-report__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={send.isPending}>{send.isPending ? REPORT.sending : REPORT.send}</button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => { setOpen(false); setError(null); }}>{REPORT.cancel}</button>
      </div>
    </form>
  );
}
