// "What happens next" beside a sign-up form: the verification step is where new accounts get lost, so say it first.
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { site as stepsWords } from '@dadeal/core/i18n/generated/en.site.steps.js';

addEnglish(stepsWords); // this screen's own English words (the page's first script does not carry them)

export function SignupSteps({ last }: { last: string }) {
  return (
    <section className="acct-steps" aria-labelledby="steps-title">
      <h2 id="steps-title">{t('steps.title')}</h2>
      <ol>
        <li>{t('steps.fill')}</li>
        <li>{t('steps.verify')}</li>
        <li>{last}</li>
      </ol>
    </section>
  );
}
