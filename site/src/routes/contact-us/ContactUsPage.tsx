// Contact (spec §2, §5, §8): "Get in Touch", an ad slot, the form (POST /api/contact) with the spec's toasts, the
// ways to reach the team, and the four FAQ items.
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES, type ContactRequest } from '@dadeal/core';
import { ApiError, apiCall, serverMessage } from '../../app/api-client.js';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { say } from '../../app/i18n/i18n.js';
import { linked } from '../../app/linked-text.js';
import { FOOTER, TOASTS } from '../../app/texts.js';
import { CONTACT } from './texts.js';
import { notify } from '../../app/toasts.js';
import { ContentHero, ContentIcon } from '../_content/ContentLayout.js';
import { Faq } from '../_content/Faq.js';
import { ContactForm, type ContactFormProps } from './ContactForm.js';
import './contact-us.css';

export default function ContactUsPage() {
  usePageTitle(FOOTER.contactUs);
  const contact = useMutation({
    mutationFn: (body: ContactRequest) => apiCall('POST', '/api/contact', { body }),
  });

  const send: ContactFormProps['onSend'] = async (values) => {
    try {
      const answer = await contact.mutateAsync(values);
      notify.success(TOASTS.contactSent, answer?.message || say(MESSAGES.contactSent));
      return { sent: true };
    } catch (error) {
      notify.error(TOASTS.error, serverMessage(error, TOASTS.contactFailed));
      return { sent: false, fieldErrors: error instanceof ApiError ? error.fieldErrors : [] };
    }
  };

  return (
    <div className="ct-page contact">
      <ContentHero
        title={CONTACT.title}
        subtitle={CONTACT.subtitle}
      />
      <div className="container ct-body">
        <AdSlot />
        <div className="contact__layout">
          <section className="card contact__card" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="contact__title">{CONTACT.formTitle}</h2>
            <p className="contact__intro">{CONTACT.formIntro}</p>
            <ContactForm onSend={send} />
          </section>
          <aside className="contact__aside" aria-labelledby="contact-ways-title">
            <h2 id="contact-ways-title" className="contact__aside-title">{CONTACT.waysTitle}</h2>
            <ul className="contact__ways">
              {CONTACT.ways.map((way) => (
                <li key={way.title} className="contact__way">
                  <ContentIcon name={way.icon} />
                  <div>
                    <h3>{way.title}</h3>
                    <p>{way.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="contact__business">
              <h3>{CONTACT.businessTitle}</h3>
              <p>
                {linked(CONTACT.businessText, [
                  (words) => <Link to={PATHS.pricing} className="link">{words}</Link>,
                  (words) => <Link to={PATHS.businessSignup} className="link">{words}</Link>,
                ])}
              </p>
            </div>
          </aside>
        </div>
        <Faq
          id="contact-faq-title"
          title={CONTACT.faqTitle}
          lead={CONTACT.faqLead}
          items={CONTACT.faq.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
        />
      </div>
    </div>
  );
}
