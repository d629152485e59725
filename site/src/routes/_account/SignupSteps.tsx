// "What happens next" beside a sign-up form: the verification step is where new accounts get lost, so say it first.
export function SignupSteps({ last }: { last: string }) {
  return (
    <section className="acct-steps" aria-labelledby="steps-title">
      <h2 id="steps-title">What happens next</h2>
      <ol>
        <li>Fill in the form and create your account.</li>
        <li>Open the verification link we e-mail you (it works for 24 hours).</li>
        <li>{last}</li>
      </ol>
    </section>
  );
}
