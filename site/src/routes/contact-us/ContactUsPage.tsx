// Contact (spec §2, §5, §8): "Get in Touch", an ad slot, the form (POST /api/contact) with the spec's toasts, the
// ways to reach the team, and the four FAQ items.
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES, type ContactRequest, type MessageResponse } from '@dadeal/core';
import { ApiError, apiRequest, serverMessage } from '../../app/api-client.js';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { TOASTS } from '../../app/texts.js';
import { CONTACT } from './texts.js';
import { notify } from '../../app/toasts.js';
import { ContentHero, ContentIcon, type IconName } from '../_content/ContentLayout.js';
import { Faq } from '../_content/Faq.js';
import { ContactForm, type ContactFormProps } from './ContactForm.js';
import './contact-us.css';

const WAYS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  { icon: 'clock', title: 'Quick replies', text: 'We answer every message within 24 hours on business days.' },
  { icon: 'phone', title: 'Phone support', text: 'Monday-Friday, 9:00 AM to 6:00 PM EST. Leave your number in your message and we will call you back.' },
  { icon: 'pin', title: 'Office visits', text: 'Meet the team in person, by appointment only.' },
];

export default function ContactUsPage() {
  usePageTitle('Contact Us');
  const contact = useMutation({
    mutationFn: (body: ContactRequest) => apiRequest<MessageResponse>('POST', '/api/contact', body),
  });

  const send: ContactFormProps['onSend'] = async (values) => {
    try {
      const answer = await contact.mutateAsync(values);
      notify.success(TOASTS.contactSent, answer?.message || MESSAGES.contactSent);
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
        subtitle="A question about a deal, a coupon that won't scan, or a business you'd love to see on Da Deal!? Write to us: real people on the island read every message."
      />
      <div className="container ct-body">
        <AdSlot />
        <div className="contact__layout">
          <section className="card contact__card" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="contact__title">Send us a message</h2>
            <p className="contact__intro">All fields are required. We reply to the email address you give here.</p>
            <ContactForm onSend={send} />
          </section>
          <aside className="contact__aside" aria-labelledby="contact-ways-title">
            <h2 id="contact-ways-title" className="contact__aside-title">Other ways to reach us</h2>
            <ul className="contact__ways">
              {WAYS.map((way) => (
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
              <h3>Own a business on the island?</h3>
              <p>
                Listing your business is free. See our <Link to={PATHS.pricing} className="link">pricing</Link> or{' '}
                <Link to={PATHS.businessSignup} className="link">create a business account</Link> today.
              </p>
            </div>
          </aside>
        </div>
        <Faq
          id="contact-faq-title"
          title={CONTACT.faqTitle}
          lead="Quick answers before you write."
          items={CONTACT.faq.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
        />
      </div>
    </div>
  );
}
