// The contact form of spec §2: name, email, "I am a", subject and a six-row message, checked with core's 'contact'
// schema (the API's messages). The route sends it; server field errors come back here onto their fields.
import { useForm, type Path } from 'react-hook-form';
import { USER_TYPES, type ContactRequest, type FieldError } from '@dadeal/core';
import { coreResolver } from '../../app/forms/core-resolver.js';
import { SelectField, TextAreaField, TextField } from '../../app/forms/fields.js';
import { CONTACT } from './texts.js';

export interface ContactValues {
  name: string;
  email: string;
  userType: ContactRequest['userType'] | '';
  subject: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', userType: '', subject: '', message: '' };

export interface ContactFormProps {
  /**
   * Sends the message. Resolves true when it went (the form empties), false when it did not; server field errors
   * it answers land on their fields.
   */
  onSend(values: ContactRequest): Promise<{ sent: true } | { sent: false; fieldErrors: readonly FieldError[] }>;
}

export function ContactForm({ onSend }: ContactFormProps) {
  const form = useForm<ContactValues>({ resolver: coreResolver('contact'), defaultValues: EMPTY });
  const { register, formState, setError } = form;
  const errors = formState.errors;

  const submit = form.handleSubmit(async (values) => {
    // The resolver answered the values as core validated them: every field present and userType one of USER_TYPES.
    const outcome = await onSend(values as ContactRequest);
    if (outcome.sent) {
      form.reset(EMPTY);
      return;
    }
    let focused = false;
    for (const fieldError of outcome.fieldErrors) {
      if (!(fieldError.field in EMPTY)) continue;
      setError(fieldError.field as Path<ContactValues>, { type: 'server', message: fieldError.message }, { shouldFocus: !focused });
      focused = true;
    }
  });

  const sending = formState.isSubmitting;
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <div className="form__grid">
        <TextField label={CONTACT.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label={CONTACT.email} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      </div>
      {/* defaultValue: the server's page shows "Choose…" too (with no option marked, a browser shows the first one it
          can choose before the app runs, and a visitor who left it was then reset to "Choose…"). */}
      <SelectField label={CONTACT.userType} error={errors.userType?.message} defaultValue="" {...register('userType')}>
        <option value="" disabled>{CONTACT.chooseUserType}</option>
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>{CONTACT.userTypes[type]}</option>
        ))}
      </SelectField>
      <TextField label={CONTACT.subject} error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label={CONTACT.message} rows={6} error={errors.message?.message} {...register('message')} />
      <div>
        <button type="submit" className="btn btn--primary btn--lg contact__submit" disabled={sending}>
          {sending ? CONTACT.submitting : CONTACT.submit}
        </button>
      </div>
    </form>
  );
}
