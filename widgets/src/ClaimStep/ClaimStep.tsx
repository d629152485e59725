// The claim step of a partner's widget: e-mail → the 6-digit code mailed to it → (a new e-mail: first name
// and terms) → the coupon, code and QR, without leaving the page. Loaded on demand (claim-step-mount.tsx is its own
// script); it keeps the short-lived claim token in memory only and never asks for a password.
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { CLAIM_CODE_DIGITS, type Coupon, type Deal, type Translator } from '@dadeal/core';
import { ClaimError, createClaimClient, type ClaimClient } from '../client/claim-client.js';
import { CLAIM_TEXTS, claimTexts, type ClaimTexts } from '../texts/claim-texts.js';
import { TEXTS, widgetTexts, type WidgetTexts } from '../texts/texts.js';

/** The step's words in the widget's language (its translator, handed in by the widget), English by default. */
const ClaimTextsContext = createContext<{ T: ClaimTexts; W: WidgetTexts }>({ T: CLAIM_TEXTS, W: TEXTS });
const useClaimTexts = () => useContext(ClaimTextsContext);

export interface ClaimStepProps {
  deal: Deal;
  /** Where the API is ('' for this origin). */
  apiBase: string;
  /** The site, for the terms, My Coupons and "Open on Da Deal!". */
  publicUrl: string;
  /** The partner's slug, stored with the coupon. */
  partner?: string | null;
  /** "Open on Da Deal!": the deal on the site (with the partner's ref), in a new tab. */
  siteHref?: string;
  onClaimed?: (coupon: Coupon) => void;
  onCancel?: () => void;
  /** Stories and tests may hand in a client; the widgets make one for apiBase. */
  client?: ClaimClient;
  /** The widget's language: its words and its Accept-Language for the API; English when not given. */
  translator?: Translator | null;
}

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string }
  | { name: 'profile'; email: string; token: string }
  | { name: 'done'; coupon: Coupon };

interface Problem {
  field?: string;
  message: string;
  /** The code can no longer be used: only a new one helps. */
  spent?: boolean;
}

const problemOf = (error: unknown, fields: string[], T: ClaimTexts): Problem => {
  if (error instanceof ClaimError) {
    const field = fields.find((f) => error.field(f));
    if (field) return { field, message: error.field(field)!, spent: error.message === T.codeSpent };
    return { message: error.message };
  }
  return { message: T.failed };
};

export function ClaimStep(props: ClaimStepProps) {
  const { translator = null } = props;
  const words = useMemo(
    () => (translator ? { T: claimTexts(translator), W: widgetTexts(translator) } : { T: CLAIM_TEXTS, W: TEXTS }),
    [translator],
  );
  return (
    <ClaimTextsContext.Provider value={words}>
      <ClaimSteps {...props} />
    </ClaimTextsContext.Provider>
  );
}

function ClaimSteps(props: ClaimStepProps) {
  const { deal, apiBase, publicUrl, partner, siteHref, onClaimed, onCancel } = props;
  const { T, W: TEXTS } = useClaimTexts();
  const language = props.translator?.language;
  const client = useMemo(() => props.client ?? createClaimClient(apiBase, T.failed, language), [props.client, apiBase, T, language]);
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [greeting, setGreeting] = useState<string | null>(null);
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Each step starts at its first field (or the result's heading), for keyboards and screen readers alike.
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input, [data-autofocus]')?.focus({ preventScroll: true });
    // The whole step in view (the dialog scrolls): the field with its hint and button, or the whole coupon.
    panel.current?.scrollIntoView?.({ block: step.name === 'done' ? 'start' : 'nearest' });
  }, [step.name]);

  async function run(fields: string[], work: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error, fields, T));
    } finally {
      setBusy(false);
    }
  }

  const claim = (token: string, extra: { firstName?: string; terms?: boolean } = {}) =>
    client.claim(token, { ...extra, ...(partner ? { ref: partner } : {}) }).then(({ coupon }) => {
      setStep({ name: 'done', coupon });
      onClaimed?.(coupon);
    });

  const sendCode = (email: string) => run(['email'], async () => {
    await client.requestCode(email, deal.id);
    setStep({ name: 'code', email });
  });

  let body: ReactNode;
  if (step.name === 'email') {
    body = (
      <EmailForm busy={busy} problem={problem} onSubmit={sendCode} />
    );
  } else if (step.name === 'code') {
    body = (
      <CodeForm
        email={step.email}
        busy={busy}
        problem={problem}
        onSubmit={(code) => run(['code'], async () => {
          const verified = await client.verifyCode(step.email, code, deal.id);
          if (verified.account) {
            setGreeting(T.welcomeBack(verified.account.firstName));
            await claim(verified.claimToken);
          } else {
            setStep({ name: 'profile', email: step.email, token: verified.claimToken });
          }
        })}
        onNewCode={() => sendCode(step.email)}
        onOtherEmail={() => {
          setProblem(null);
          setStep({ name: 'email' });
        }}
      />
    );
  } else if (step.name === 'profile') {
    body = (
      <ProfileForm
        busy={busy}
        problem={problem}
        termsHref={`${publicUrl}/terms-of-service`}
        onSubmit={(firstName, terms) => run(['firstName', 'terms'], () => claim(step.token, { firstName, terms }))}
      />
    );
  } else {
    body = <Claimed coupon={step.coupon} greeting={greeting} myCouponsHref={`${publicUrl}/user-dashboard`} />;
  }

  return (
    <div className="dd-claim" ref={panel} role="region" aria-labelledby={headingId}>
      <h3 className="dd-claim__heading" id={headingId} tabIndex={-1} data-autofocus={step.name === 'done' ? '' : undefined}>
        {step.name === 'done' ? T.claimed : T.heading}
      </h3>
      {body}
      {problem && !problem.field && <p className="dd-claim__error" role="alert">{problem.message}</p>}
      <div className="dd-claim__links">
        {step.name !== 'done' && onCancel && <button type="button" className="dd-link" onClick={onCancel}>{T.cancel}</button>}
        {siteHref && step.name !== 'done' && <a className="dd-link" href={siteHref} target="_blank" rel="noopener">{TEXTS.openOnSite}</a>}
      </div>
    </div>
  );
}

function FieldProblem({ id, problem, field }: { id: string; problem: Problem | null; field: string }) {
  if (problem?.field !== field) return null;
  return <p className="dd-claim__error" id={id} role="alert">{problem.message}</p>;
}

function EmailForm({ busy, problem, onSubmit }: { busy: boolean; problem: Problem | null; onSubmit: (email: string) => void }) {
  const { T, W: TEXTS } = useClaimTexts();
  const id = useId();
  const [email, setEmail] = useState('');
  const invalid = problem?.field === 'email';
  return (
    <form className="dd-claim__form" noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); onSubmit(email.trim()); }}>
      <label className="dd-claim__label" htmlFor={id}>{T.emailLabel}</label>
      <input
        id={id} className="dd-field" type="email" name="email" autoComplete="email" inputMode="email" required value={email}
        aria-invalid={invalid || undefined} aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <p className="dd-claim__hint" id={`${id}-hint`}>{T.emailHint}</p>
      <FieldProblem id={`${id}-error`} problem={problem} field="email" />
      <button type="submit" className="dd-btn" disabled={busy}>{busy ? T.sending : T.sendCode}</button>
    </form>
  );
}

function CodeForm(props: {
  email: string; busy: boolean; problem: Problem | null; onSubmit: (code: string) => void; onNewCode: () => void; onOtherEmail: () => void;
}) {
  const { T, W: TEXTS } = useClaimTexts();
  const { email, busy, problem } = props;
  const id = useId();
  const [code, setCode] = useState('');
  const invalid = problem?.field === 'code';
  return (
    <form className="dd-claim__form" noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); props.onSubmit(code); }}>
      <p className="dd-claim__hint" role="status">{T.codeSentTo(email)}</p>
      <label className="dd-claim__label" htmlFor={id}>{T.codeLabel}</label>
      <input
        id={id} className="dd-field dd-claim__code-input" type="text" name="code" autoComplete="one-time-code" inputMode="numeric"
        pattern={`[0-9]{${CLAIM_CODE_DIGITS}}`} maxLength={CLAIM_CODE_DIGITS} required value={code}
        aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, CLAIM_CODE_DIGITS))}
      />
      <FieldProblem id={`${id}-error`} problem={problem} field="code" />
      {problem?.spent
        ? <button type="button" className="dd-btn" disabled={busy} onClick={props.onNewCode}>{T.newCode}</button>
        : <button type="submit" className="dd-btn" disabled={busy}>{busy ? T.verifying : T.verify}</button>}
      <div className="dd-claim__links">
        {!problem?.spent && <button type="button" className="dd-link" disabled={busy} onClick={props.onNewCode}>{T.newCode}</button>}
        <button type="button" className="dd-link" disabled={busy} onClick={props.onOtherEmail}>{T.otherEmail}</button>
      </div>
    </form>
  );
}

function ProfileForm(props: { busy: boolean; problem: Problem | null; termsHref: string; onSubmit: (firstName: string, terms: boolean) => void }) {
  const { T, W: TEXTS } = useClaimTexts();
  const { busy, problem } = props;
  const id = useId();
  const [firstName, setFirstName] = useState('');
  const [terms, setTerms] = useState(false);
  return (
    <form className="dd-claim__form" noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); props.onSubmit(firstName.trim(), terms); }}>
      <p className="dd-claim__hint">{T.newAccount}</p>
      <label className="dd-claim__label" htmlFor={`${id}-name`}>{T.firstNameLabel}</label>
      <input
        id={`${id}-name`} className="dd-field" type="text" name="firstName" autoComplete="given-name" maxLength={100} required value={firstName}
        aria-invalid={problem?.field === 'firstName' || undefined} aria-describedby={problem?.field === 'firstName' ? `${id}-name-error` : undefined}
        onChange={(e) => setFirstName(e.currentTarget.value)}
      />
      <FieldProblem id={`${id}-name-error`} problem={problem} field="firstName" />
      <div className="dd-claim__check">
        <input
          id={`${id}-terms`} type="checkbox" name="terms" checked={terms} required
          aria-invalid={problem?.field === 'terms' || undefined} aria-describedby={problem?.field === 'terms' ? `${id}-terms-error` : undefined}
          onChange={(e) => setTerms(e.currentTarget.checked)}
        />
        <label htmlFor={`${id}-terms`}>
          {T.termsBefore}<a className="dd-link" href={props.termsHref} target="_blank" rel="noopener">{T.termsLink}</a>
        </label>
      </div>
      <FieldProblem id={`${id}-terms-error`} problem={problem} field="terms" />
      <button type="submit" className="dd-btn" disabled={busy}>{busy ? T.claiming : T.claimDeal}</button>
    </form>
  );
}

function Claimed({ coupon, greeting, myCouponsHref }: { coupon: Coupon; greeting: string | null; myCouponsHref: string }) {
  const { T, W: TEXTS } = useClaimTexts();
  return (
    <div className="dd-claim__done" role="status">
      {greeting && <p className="dd-claim__hint">{greeting}</p>}
      <p className="dd-claim__hint">{T.showAtCounter(coupon.deal.business.companyName)}</p>
      <div className="dd-claim__ticket">
        <QRCodeSVG value={coupon.couponCode} size={168} marginSize={4} level="M" role="img" aria-label={T.qrLabel(coupon.couponCode)} />
        <p className="dd-claim__code">
          <span>{T.couponCode}</span>
          <code>{coupon.couponCode}</code>
        </p>
      </div>
      <p className="dd-claim__hint">{T.alsoMailed}</p>
      <a className="dd-link" href={myCouponsHref} target="_blank" rel="noopener">{T.myCoupons}</a>
    </div>
  );
}
