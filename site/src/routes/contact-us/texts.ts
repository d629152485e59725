// The contact page's words (spec §2 "Contact page", §8 Contact, §9 contact constants), with the page rather than in
// app/texts.ts, so every other page's first load does not carry them.
export const CONTACT = {
  title: 'Get in Touch',
  name: 'Full Name',
  email: 'Email',
  userType: 'I am a',
  chooseUserType: 'Select one',
  /** The "I am a" choices of spec §2, by the userType value they send. */
  userTypes: { user: 'Consumer/Deal Hunter', business: 'Business Owner' },
  subject: 'Subject',
  message: 'Message',
  submit: 'Send Message',
  submitting: 'Sending...',
  faqTitle: 'Frequently Asked Questions',
  /** The four FAQ items of spec §2 (response time, what to include, phone hours, office visits). */
  faq: [
    {
      question: 'How quickly will I hear back?',
      answer: 'We answer every message within 24 hours on business days (Monday to Friday). Messages sent over a weekend or a public holiday are answered on the next business day.',
    },
    {
      question: 'What should I include in my message?',
      answer: 'Please include the email address of your Da Deal! account and the details of your issue: the deal or coupon concerned, what you expected and what happened. The more we know, the faster we can help.',
    },
    {
      question: 'Do you offer phone support?',
      answer: 'Yes. Phone support is available Monday-Friday, 9:00 AM to 6:00 PM EST. Send us a message with your phone number and the best time to call, and we will ring you back.',
    },
    {
      question: 'Can I visit your office?',
      answer: 'Office visits are by appointment only. Send us a message with a few dates and times that suit you, and we will confirm a meeting.',
    },
  ],
} as const;
