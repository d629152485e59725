// Moderation of verified reviews (GET /api/admin/reviews): the reported ones first, filtered by reported, hidden,
// main reason, rating and business. Each row hides or restores the review or the business's reply with a reason
// (POST …/hide, …/restore: audited, the author told by e-mail when hidden).
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import {
  BooleanInput, DataTable, DateField, FilterButton, List, NumberInput, SearchInput, SelectInput, TopToolbar,
  useNotify, useRecordContext, useRefresh, type RaRecord,
} from 'react-admin';
import { MODERATION_REASON_MAX, REVIEW_REPORT_REASON_LABELS, REVIEW_REPORT_REASONS, type AdminReview, type ReviewPart } from '@dadeal/core';
import { LIST_SX } from '../common/list-sx';
import { httpClient, serverText } from '../data/http-client';
import { REVIEWS } from '../texts';

const reasonChoices = REVIEW_REPORT_REASONS.map((id) => ({ id, name: REVIEW_REPORT_REASON_LABELS[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={REVIEWS.search} />,
  <BooleanInput key="reported" source="reported" label={REVIEWS.reported} alwaysOn />,
  <BooleanInput key="hidden" source="hidden" label={REVIEWS.hiddenFilter} />,
  <SelectInput key="reason" source="reason" label={REVIEWS.reason} choices={reasonChoices} />,
  <NumberInput key="rating" source="rating" label={REVIEWS.rating} min={1} max={5} />,
  <NumberInput key="businessId" source="businessId" label={REVIEWS.businessId} />,
];

function ModerateButton({ part }: { part: ReviewPart }) {
  const record = useRecordContext<AdminReview & RaRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || (part === 'reply' && record.reply === null)) return null;
  const hidden = part === 'review' ? record.hidden : record.replyHidden;
  const action = hidden ? 'restore' : 'hide';
  const label = `${hidden ? REVIEWS.restore : REVIEWS.hide} ${part === 'review' ? REVIEWS.partReview : REVIEWS.partReply}`;
  const submit = async () => {
    setBusy(true);
    try {
      await httpClient(`/api/admin/reviews/${record.id}/${action}`, { method: 'POST', body: JSON.stringify({ part, reason }) });
      notify(hidden ? REVIEWS.restored : REVIEWS.hiddenDone, { type: 'success' });
      setOpen(false);
      setReason('');
      refresh();
    } catch (error) {
      notify(serverText(error) ?? REVIEWS.failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" color={hidden ? 'primary' : 'warning'} onClick={(e) => { e.stopPropagation(); setOpen(true); }}>{label}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(e) => e.stopPropagation()} aria-labelledby={`moderate-${record.id}-${part}`}>
        <DialogTitle id={`moderate-${record.id}-${part}`}>{label}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus fullWidth multiline minRows={2} margin="dense" label={REVIEWS.reasonLabel} value={reason}
            slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX } }}
            onChange={(e) => setReason(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{REVIEWS.cancel}</Button>
          <Button variant="contained" disabled={busy || !reason.trim()} onClick={submit}>{label}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const state = (r: AdminReview) => [r.hidden ? REVIEWS.reviewHidden : null, r.replyHidden ? REVIEWS.replyHidden : null].filter(Boolean).join(', ') || REVIEWS.visible;

export function ReviewList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ reported: true }}
      sx={LIST_SX}
      sort={{ field: 'lastReportedAt', order: 'DESC' }}
      perPage={25}
      actions={<TopToolbar><FilterButton /></TopToolbar>}
      title={REVIEWS.title}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="lastReportedAt" label={REVIEWS.lastReported} field={DateField} />
        <DataTable.Col source="companyName" label={REVIEWS.business} />
        <DataTable.Col source="rating" label={REVIEWS.rating} />
        <DataTable.Col label={REVIEWS.text} disableSort render={(r: RaRecord) => (r as AdminReview).text ?? '—'} />
        <DataTable.Col label={REVIEWS.reply} disableSort render={(r: RaRecord) => (r as AdminReview).reply ?? '—'} />
        <DataTable.Col source="reports" label={REVIEWS.reports} />
        <DataTable.Col label={REVIEWS.reasons} disableSort render={(r: RaRecord) => (r as AdminReview).reportReasons.map((x) => REVIEW_REPORT_REASON_LABELS[x]).join(', ')} />
        <DataTable.Col label={REVIEWS.state} disableSort render={(r: RaRecord) => state(r as AdminReview)} />
        <DataTable.Col label={REVIEWS.actions} disableSort>
          <ModerateButton part="review" />
          <ModerateButton part="reply" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
