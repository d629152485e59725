// A labelled on/off switch (a button with role="switch"): the label and its description name and describe it.
import { useId } from 'react';

export interface SwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** While a change is being saved: the switch shows the new state and cannot be pressed again. */
  busy?: boolean;
  /** The switch keeps its state but has no effect for now (an alert while e-mail notifications are off): drawn muted. */
  paused?: boolean;
}

export function Switch({ label, description, checked, onChange, busy = false, paused = false }: SwitchProps) {
  const id = useId();
  return (
    <div className={paused ? 'udash-switch udash-switch--paused' : 'udash-switch'}>
      <div className="udash-switch__text">
        <span className="udash-switch__label" id={`${id}-label`}>{label}</span>
        <span className="udash-switch__description" id={`${id}-description`}>{description}</span>
      </div>
      <button
        type="button"
        role="switch"
        className="udash-switch__control"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        onClick={() => !busy && onChange(!checked)}
      >
        <span className="udash-switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
