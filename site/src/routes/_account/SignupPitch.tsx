// The pitch beside a sign-up form: why join, in a few short reasons, and where to read more.
import type { ReactNode } from 'react';

export interface SignupPitchProps {
  title: string;
  reasons: ReadonlyArray<readonly [string, string]>;
  more: ReactNode;
}

export function SignupPitch({ title, reasons, more }: SignupPitchProps) {
  return (
    <section className="acct-pitch" aria-labelledby="pitch-title">
      <h2 id="pitch-title">{title}</h2>
      <ul className="acct-reasons">
        {reasons.map(([reason, text]) => (
          <li key={reason}>
            <strong>{reason}</strong>
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="acct-pitch__more">{more}</p>
    </section>
  );
}
