// The sign-up form of spec §2 for both kinds of account: personal fields and terms, plus the company fields for
// a business or the optional newsletter for a deal hunter. Checked with core's schemas (the API's messages); a
// failure the server answers shows in the red box, its field errors on their fields. A business may add its address
// and pin (optional): the part opens from "Add your address" and loads then (SignupPlace), off the first render.
import { lazy, Suspense, useState } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { PASSWORD_MIN, type FieldError } from '@dadeal/core';
import { ApiError } from '../../app/api-client.js';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { CheckboxField, FormAlert, PasswordField, TextField } from '../../app/forms/fields.js';
import { EMPTY_PLACE, isBlankPlace, placeToInput } from '../../app/places/place-form.js';
import { useLoginDialog } from '../../app/login/login-dialog-context.js';
import { linked } from '../../app/linked-text.js';
import { PATHS } from '../../app/paths.js';
import { FOOTER, TOASTS } from '../../app/texts.js';
import { ACCOUNT } from '../../app/screen-texts.js';
import { addEnglish, t } from '../../app/i18n/i18n.js';
import { site as signupWords } from '@dadeal/core/i18n/generated/en.site.signup.js';

addEnglish(signupWords); // this screen's own English words (the page's first script does not carry them)

/** The business's address and pin, once "Add your address" is pressed. */
const SignupPlace = lazy(() => import('./SignupPlace.js'));

import type { SignupKind, SignupValues } from './signup-values.js';
export type { SignupKind, SignupValues };

const DEFAULTS: Record<SignupKind, SignupValues> = {
  user: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '', terms: false, newsletter: false },
  business: {
    companyName: '', contactNumber: '', websiteUrl: '', places: [EMPTY_PLACE],
    firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '', terms: false,
  },
  partner: { companyName: '', websiteUrl: '', firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '', terms: false },
};

const SCHEMA = { user: 'user-signup-form', business: 'business-signup-form', partner: 'partner-signup-form' } as const;
const formLabel = (kind: SignupKind) => (kind === 'user' ? t('signup.formUser') : kind === 'business' ? t('signup.formBusiness') : t('signup.formPartner'));

const submitLabel = (kind: SignupKind) => (kind === 'user' ? t('signup.submitUser') : kind === 'business' ? t('signup.submitBusiness') : t('signup.submitPartner'));

/** The register call nests the company fields under `business`; the form keeps them flat. */
function formField(error: FieldError): Path<SignupValues> | null {
  const name = error.field.replace(/^business\./, '');
  return name in DEFAULTS.business || name === 'newsletter' || /^places\.0\.\w+$/.test(name) ? (name as Path<SignupValues>) : null;
}

/**
 * The business form's check: core's 'business-signup-form' over the values, the place left out while nothing of it is
 * typed (left for later, in the dashboard), else sent as the API takes it and checked with core's place rules.
 */
function businessResolver(): Resolver<SignupValues> {
  const check = coreResolver<FieldValues>(SCHEMA.business);
  return async (values, context, options) => {
    const { places, ...rest } = values;
    const place = places?.[0];
    return check(isBlankPlace(place) ? rest : { ...rest, places: [placeToInput(place!)] }, context, options as never) as never;
  };
}

export interface SignupFormProps {
  kind: SignupKind;
  /** Registers the account; throws the API's error when the server refuses. */
  onSubmit(values: SignupValues): Promise<void>;
}

export function SignupForm({ kind, onSubmit }: SignupFormProps) {
  const login = useLoginDialog();
  const [alert, setAlert] = useState<string | null>(null);
  // An address that already has an account is most often the visitor's own: offer the way back in.
  const [taken, setTaken] = useState(false);
  const [placeOpen, setPlaceOpen] = useState(false);
  const [resolver] = useState(() => (kind === 'business' ? businessResolver() : coreResolver<SignupValues>(SCHEMA[kind])));
  const form = useForm<SignupValues>({ resolver, defaultValues: DEFAULTS[kind] });
  const { register, formState, setError } = form;
  const errors = formState.errors;
  // A place's errors are keyed by their path (`places.0.town`), as core names them.
  const errorAt = (path: string) => (errors as Record<string, { message?: string } | undefined>)[path]?.message;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    setTaken(false);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setAlert(TOASTS.unexpected);
        return;
      }
      let focused = false;
      for (const fieldError of error.fieldErrors) {
        const field = formField(fieldError);
        if (!field) continue;
        if (field.startsWith('places.')) setPlaceOpen(true);
        setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: !focused });
        focused = true;
      }
      setAlert(error.serverMessage ?? TOASTS.unexpected);
      setTaken(error.status === 409);
    }
  });

  const passwords = (
    <>
      <PasswordField
        label={t('signup.password')}
        autoComplete="new-password"
        hint={t('signup.passwordHint', { min: PASSWORD_MIN })}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField label={t('signup.confirmPassword')} autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
    </>
  );

  const personal = (
    <div className="form__grid">
      <TextField label={t('signup.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
      <TextField label={t('signup.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      <TextField label={t('signup.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label={t('signup.phone')} type="tel" autoComplete="tel" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
      {passwords}
    </div>
  );

  return (
    <section className="card acct-form-card" aria-label={formLabel(kind)}>
      {/* POST: a form sent before the app runs (or without JavaScript: the page is server-rendered) never puts the
          password in the address, the history or a server log. */}
      <form className="form" method="post" noValidate onSubmit={submit}>
        {kind === 'partner' ? (
          <>
            <fieldset className="acct-fieldset">
              <legend className="acct-legend">{t('signup.yourSite')}</legend>
              <TextField label={t('signup.companyName')} autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
              <TextField
                label={t('signup.website')}
                type="url"
                autoComplete="url"
                placeholder="https://"
                hint={t('signup.websiteHint')}
                error={errors.websiteUrl?.message}
                {...register('websiteUrl')}
              />
            </fieldset>
            <fieldset className="acct-fieldset">
              <legend className="acct-legend">{t('signup.yourSignIn')}</legend>
              <TextField label={t('signup.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
              <div className="form__grid">
                {passwords}
              </div>
            </fieldset>
          </>
        ) : kind === 'business' ? (
          <>
            <fieldset className="acct-fieldset">
              <legend className="acct-legend">{t('signup.yourBusiness')}</legend>
              <div className="form__grid">
                <TextField label={t('signup.companyName')} autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
                <TextField label={t('signup.contactNumber')} type="tel" hint={t('signup.contactHint')} error={errors.contactNumber?.message} {...register('contactNumber')} />
              </div>
              <TextField
                label={<>{t('signup.websiteUrl')} <span className="acct-optional">{t('signup.optional')}</span></>}
                type="url"
                autoComplete="url"
                placeholder="https://"
                error={errors.websiteUrl?.message}
                {...register('websiteUrl')}
              />
              {placeOpen ? (
                <Suspense fallback={null}>
                  <SignupPlace form={form} errorAt={errorAt} onAlert={setAlert} />
                </Suspense>
              ) : (
                <button type="button" className="btn btn--outline acct-place-open" aria-expanded="false" onClick={() => setPlaceOpen(true)}>
                  {t('signup.addAddress')}
                </button>
              )}
            </fieldset>
            <fieldset className="acct-fieldset">
              <legend className="acct-legend">{t('signup.yourDetails')}</legend>
              {personal}
            </fieldset>
          </>
        ) : (
          personal
        )}

        <div className="acct-checks">
          <CheckboxField
            label={
              <>
                {t('signup.agreeBefore')}{' '}
                <Link to={PATHS.termsOfService} target="_blank" rel="noopener" className="link">{FOOTER.terms}<span className="sr-only"> {t('signup.newTab')}</span></Link>
                {' '}{t('signup.and')}{' '}
                <Link to={PATHS.privacyPolicy} target="_blank" rel="noopener" className="link">{FOOTER.privacy}<span className="sr-only"> {t('signup.newTab')}</span></Link>
                {t('signup.agreeAfter') && ` ${t('signup.agreeAfter')}`}
              </>
            }
            error={errors.terms?.message}
            {...register('terms')}
          />
          {kind === 'user' && (
            <CheckboxField
              label={<>{t('signup.newsletter')} <span className="acct-optional">{t('signup.optional')}</span></>}
              {...register('newsletter')}
            />
          )}
        </div>

        <FormAlert message={alert} />
        {taken && (
          <p className="acct-taken">
            {t('signup.isItYours')}{' '}
            <button type="button" className="link" onClick={() => login.open({ email: form.getValues('email') })}>{ACCOUNT.signIn}</button>
            {' '}{t('signup.or')} <Link to={PATHS.forgotPassword} className="link">{t('signup.resetPassword')}</Link>.
          </p>
        )}

        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('signup.submitting') : submitLabel(kind)}
        </button>
      </form>

      <div className="acct-switch">
        <p>
          {ACCOUNT.alreadyHaveAccount}{' '}
          <button type="button" className="link" onClick={() => login.open({ email: form.getValues('email') || undefined })}>{ACCOUNT.signIn}</button>
        </p>
        {kind === 'user' ? (
          <p>{linked(t('signup.ownBusiness'), [(words) => <Link to={PATHS.businessSignup} className="link">{words}</Link>])}</p>
        ) : (
          <p>{linked(t('signup.findDeals'), [(words) => <Link to={PATHS.userSignup} className="link">{words}</Link>])}</p>
        )}
      </div>
    </section>
  );
}
