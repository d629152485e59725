// The counter's box: the person at the business types the coupon code the customer shows (any case, with or
// without dashes) or, where the browser has a camera and BarcodeDetector, scans its QR code. Each answer is told
// apart: redeemed (deal and customer's first name), already used (when), expired, another business's, unknown.
// One component for the business dashboard and the staff's Counter page.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showDate } from '../dates.js';
import { REDEEM } from './texts.js';
import { useRedeemCoupon, type RedeemOutcome } from './use-redeem.js';
import './redeem.css';

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorCtor | null {
  const ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  return ctor && typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function' ? ctor : null;
}

/**
 * The server lets only the business dashboard's and the Counter page's own documents use the camera
 * (Permissions-Policy, camera=(self)); a document first loaded on another page of the site (camera=()) keeps that
 * policy through in-app navigation. Such a document cannot scan, so Scan loads the page afresh, with `?scan=1` to start
 * scanning at once.
 */
function cameraAllowedHere(): boolean {
  const policy = (document as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
  return policy ? policy.allowsFeature('camera') : true;
}
const SCAN_PARAM = 'scan';

function OutcomeView({ outcome }: { outcome: RedeemOutcome }) {
  switch (outcome.kind) {
    case 'redeemed':
      return (
        <div className="redeem__outcome redeem__outcome--ok" role="status">
          <strong>{REDEEM.redeemed}</strong>
          <p>{REDEEM.redeemedFor(outcome.coupon.deal.title, outcome.customerFirstName)}</p>
          <p className="redeem__code"><code>{outcome.coupon.couponCode}</code></p>
        </div>
      );
    case 'used':
      return (
        <div className="redeem__outcome redeem__outcome--warn" role="alert">
          <strong>{REDEEM.alreadyUsed}</strong>
          <p>{outcome.usedAt ? REDEEM.usedOn(showDate(outcome.usedAt)) : REDEEM.usedBefore}</p>
        </div>
      );
    case 'expired':
      return (
        <div className="redeem__outcome redeem__outcome--warn" role="alert">
          <strong>{REDEEM.expired}</strong>
          <p>{REDEEM.expiredText}</p>
        </div>
      );
    case 'other-business':
      return (
        <div className="redeem__outcome redeem__outcome--bad" role="alert">
          <strong>{REDEEM.otherBusiness}</strong>
          <p>{outcome.message}</p>
        </div>
      );
    case 'unknown':
      return (
        <div className="redeem__outcome redeem__outcome--bad" role="alert">
          <strong>{REDEEM.unknown}</strong>
          <p>{REDEEM.unknownText}</p>
        </div>
      );
    default:
      return (
        <div className="redeem__outcome redeem__outcome--bad" role="alert">
          <p>{outcome.message}</p>
        </div>
      );
  }
}

/** Reads QR codes from the camera until one is found or the scan is stopped. */
function QrScanner({ onCode, onFail }: { onCode: (code: string) => void; onFail: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return onFail();
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer = 0;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue) return onCode(found.rawValue);
      } catch {
        // a frame that could not be read: try the next one
      }
      timer = window.setTimeout(look, 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(onFail);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="redeem__scanner">
      <video ref={video} muted playsInline className="redeem__video" aria-label={REDEEM.scanning} />
      <p className="muted">{REDEEM.scanning}</p>
    </div>
  );
}

export function RedeemCoupon() {
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState(false);
  const redeem = useRedeemCoupon();
  const canScan = barcodeDetector() !== null;

  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(SCAN_PARAM)) return;
    url.searchParams.delete(SCAN_PARAM);
    window.history.replaceState(window.history.state, '', url);
    if (canScan && cameraAllowedHere()) setScanning(true);
  }, [canScan]);
  const toggleScan = () => {
    setCameraError(false);
    if (!scanning && !cameraAllowedHere()) {
      window.location.assign(`${window.location.pathname}?${SCAN_PARAM}=1`);
      return;
    }
    setScanning((s) => !s);
  };

  const send = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    redeem.mutate(trimmed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(code);
  };

  return (
    <section className="redeem card" aria-labelledby="redeem-title">
      <h2 id="redeem-title" className="redeem__title">{REDEEM.title}</h2>
      <p className="muted redeem__intro">{REDEEM.intro}</p>
      <form className="redeem__form" onSubmit={submit} noValidate>
        <label htmlFor="redeem-code" className="sr-only">{REDEEM.code}</label>
        <input
          id="redeem-code"
          className="input redeem__input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={REDEEM.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-label={REDEEM.code}
        />
        <button type="submit" className="btn btn--primary" disabled={redeem.isPending || !code.trim()}>
          {redeem.isPending ? REDEEM.submitting : REDEEM.submit}
        </button>
        {canScan && (
          <button type="button" className="btn btn--outline" onClick={toggleScan} aria-pressed={scanning}>
            {scanning ? REDEEM.stopScan : REDEEM.scan}
          </button>
        )}
      </form>
      {scanning && (
        <QrScanner
          onCode={(value) => { setScanning(false); setCode(value); send(value); }}
          onFail={() => { setScanning(false); setCameraError(true); }}
        />
      )}
      {cameraError && <p className="form-alert" role="alert">{REDEEM.cameraFailed}</p>}
      <div>{redeem.data && !redeem.isPending && <OutcomeView outcome={redeem.data} />}</div>
    </section>
  );
}
