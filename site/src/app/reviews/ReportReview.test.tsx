// @vitest-environment jsdom
// "Report" under a review and under its reply in the deal dialog's list: the short list of reasons, a clear word when
// none is chosen, the request the API's route reads, and the API's refusal said as it said it. The network is the
// only stand-in (fetch answers as the API does); the component, its words and the site's API client are the real ones.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, REVIEW_REPORT_REASON_LABELS, REVIEW_REPORT_REASONS, type PublicReview } from '@dadeal/core';
import { ReviewItem } from './ReviewList.js';
import { ReportReview } from './ReportReview.js';
import { REPORT } from './report-texts.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderReport(part: 'review' | 'reply' = 'review') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReportReview reviewId={7} part={part} subject={part === 'review' ? REPORT.review('Kai M.') : REPORT.reply('Reefside Grill')} />
    </QueryClientProvider>,
  );
}

/** fetch answering every call with `status` and `body`, keeping what it was asked. */
function answer(status: number, body: unknown) {
  const calls: { url: string; method: string; body: unknown; headers: Headers }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }));
  return calls;
}

describe('Report a review or a reply', () => {
  it('uses the words of the spec-like short list, in English from core', () => {
    expect(REPORT.open).toBe('Report');
    expect(REVIEW_REPORT_REASONS.map((r) => REPORT.reason(r))).toEqual(REVIEW_REPORT_REASONS.map((r) => REVIEW_REPORT_REASON_LABELS[r]));
    expect(REPORT.review('Kai M.')).toBe('the review by Kai M.');
  });

  it('puts one control under the review and one under the business reply', () => {
    const review: PublicReview = {
      id: 7, rating: 4, text: 'Great poke.', reviewerName: 'Kai M.', redeemedAt: '2026-11-03T10:00:00.000Z', createdAt: '2026-11-04T10:00:00.000Z',
      reply: { text: 'Mahalo, Kai!', updatedAt: '2026-11-05T10:00:00.000Z' },
    } as PublicReview;
    const html = renderToStaticMarkup(<ReviewItem review={review} companyName="Reefside Grill" actions={<i>under review</i>} replyActions={<i>under reply</i>} />);
    expect(html).toMatch(/<div class="review__reply">.*Mahalo, Kai!.*<i>under reply<\/i><\/div><i>under review<\/i><\/li>$/);
  });

  it('asks for a reason, then sends the chosen one for the review and says it was reported', async () => {
    const calls = answer(200, { message: MESSAGES.reportSaved });
    renderReport();
    fireEvent.click(screen.getByRole('button', { name: /^Report ?: the review by Kai M\.$/ }));
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r.closest('label')?.textContent ?? '').trim())).toEqual(REVIEW_REPORT_REASONS.map((r) => REVIEW_REPORT_REASON_LABELS[r]));
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a reason.');
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Offensive or hateful' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reported. Thank you.'));
    expect(calls).toEqual([expect.objectContaining({ url: '/api/reviews/7/reports', method: 'POST', body: { part: 'review', reason: 'offensive' } })]);
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it("reports the business's reply as the reply, and shows the API's refusal in its words", async () => {
    const calls = answer(409, { message: MESSAGES.reportNoReply });
    renderReport('reply');
    fireEvent.click(screen.getByRole('button', { name: /^Report ?: the reply from Reefside Grill$/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.reportNoReply));
    expect(calls[0].body).toEqual({ part: 'reply', reason: 'other' });
    // Cancel closes the form; the control is there again.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: /^Report ?: the reply from Reefside Grill$/ })).toBeTruthy();
  });
});
