// The deal dialog's place for the claim step: loads it on demand and mounts it there (claim-step-loader.ts). When the
// script cannot load (network, a policy), the site's link still claims.
import { useEffect, useRef, useState } from 'react';
import type { ClaimStepHandle } from '../ClaimStep/claim-step-mount.js';
import type { ClaimStepProps } from '../ClaimStep/ClaimStep.js';
import { useWidgetLanguage } from '../texts/use-texts.js';
import { loadClaimStep } from './claim-step-loader.js';

export function ClaimSlot(ownProps: ClaimStepProps) {
  // The claim step speaks the widget's language: its translator goes with the props (null for English).
  const { texts: TEXTS, translator } = useWidgetLanguage();
  const props: ClaimStepProps = { ...ownProps, translator };
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<ClaimStepHandle | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    loadClaimStep().then(
      (module) => {
        if (!live || !ref.current) return;
        handle.current = module.mountClaimStep(ref.current, latest.current);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      handle.current?.unmount();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    handle.current?.update(props);
  });

  return (
    <>
      {state === 'loading' && <p className="dd-dialog__hint" role="status">{TEXTS.claimStepLoading}</p>}
      {state === 'failed' && (
        <p className="dd-dialog__notice" role="alert">
          {TEXTS.claimStepFailed}{' '}
          {props.siteHref && <a className="dd-link" href={props.siteHref} target="_blank" rel="noopener">{TEXTS.openOnSite}</a>}
        </p>
      )}
      <div ref={ref} />
    </>
  );
}
