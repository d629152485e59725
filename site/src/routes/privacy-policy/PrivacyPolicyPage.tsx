// Privacy Policy (spec §2 "Static pages"): eleven sections, from what we collect to how changes are announced;
// children under 13 are not served (spec §9) and data is kept in the United States.
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { LEGAL } from '../../app/screen-texts.js';
import { LegalDocument, type LegalSection } from '../_content/LegalDocument.js';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run the marketplace:</p>
        <ul>
          <li>
            <strong>Account details</strong> you give us: your name, email address, phone number, password (stored only
            as a secure hash) and whether you are a deal hunter or a business.
          </li>
          <li>
            <strong>Business details</strong> for business accounts: company name, contact number, website, and the deals
            and pictures you publish.
          </li>
          <li>
            <strong>Activity</strong> on Da Deal!: the deals you save, the coupons you claim and redeem, and your email
            preferences.
          </li>
          <li>
            <strong>Messages</strong> you send through our contact form, with the name, email address and subject you give.
          </li>
          <li>
            <strong>Technical data</strong> sent by your browser: IP address, browser type, pages visited and the time of
            each request, which we use to keep the service secure and working.
          </li>
        </ul>
        <p>
          When a business pays for a featured placement, the payment is handled by our payment provider; we receive a
          payment reference and the amount, never your card or bank details.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and secure your account, verify your email address and help you reset a forgotten password;</li>
          <li>show you deals, keep your favourites and coupons, and let businesses confirm the coupons you redeem;</li>
          <li>give businesses statistics about their own deals, such as coupons claimed and used;</li>
          <li>send the emails you asked for, such as deal notifications, which you can switch off in your settings;</li>
          <li>answer your messages and provide support;</li>
          <li>prevent fraud and abuse, for example by limiting repeated sign-in attempts, and meet our legal duties.</li>
        </ul>
        <p>We do not sell your personal information.</p>
      </>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>We share information only when it is needed to provide the service, or when the law requires it:</p>
        <ul>
          <li>
            <strong>With businesses</strong> whose deals you claim: they see your coupon code and whether it has been used,
            so they can honour it. They do not receive your password or payment details.
          </li>
          <li>
            <strong>With service providers</strong> who host our systems, deliver our emails and process payments for us,
            under contracts that let them use the data only on our behalf.
          </li>
          <li>
            <strong>For legal reasons</strong>, when we must respond to a lawful request, or to protect the rights, property
            or safety of our users, businesses or the public.
          </li>
          <li>
            <strong>In a business transfer</strong>, if Da Deal! is merged or sold; you will be told before your
            information becomes subject to a different privacy policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        We protect your information with encrypted connections, passwords stored only as memory-hard hashes, single-use
        links for email verification and password resets that expire quickly, and access to personal data limited to
        the staff who need it. No service can promise perfect security, so please choose a strong password that you do
        not use elsewhere, and tell us at once if you suspect misuse of your account.
      </p>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <p>
        We keep your account information for as long as your account is open. When you close your account we delete or
        anonymise your personal information, except where we must keep some of it longer to meet legal, tax or
        accounting duties, to resolve disputes or to prevent fraud. Contact messages are kept only as long as we need
        them to answer you and to follow up on the conversation, and never more than a year. Records of the emails we
        send you are deleted after 90 days, expired email links and codes within a month, and the record of which
        reminders and alerts you received after a year.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Wherever you live, you can ask us to:</p>
        <ul>
          <li><strong>Access</strong> the personal information we hold about you;</li>
          <li><strong>Update</strong> or correct information that is wrong or incomplete;</li>
          <li><strong>Delete</strong> your account and personal information;</li>
          <li><strong>Opt out</strong> of marketing and notification emails, at any time in your settings or through the link in each email;</li>
          <li><strong>Portability</strong>: receive a copy of your information in a common, machine-readable format.</li>
        </ul>
        <p>
          To use any of these rights, send us a message through our{' '}
          <Link to={PATHS.contactUs} className="link">contact page</Link> from the email address of your account. We
          answer within 30 days and may ask you to confirm your identity first.
        </p>
        <h3 id="download-your-data">Download your data</h3>
        <p>
          <em>Download my data</em>, under "Your data" on your dashboard, gives you at once a copy of everything tied to
          your account, in one JSON file (a business gets a ZIP file: the same JSON with its pictures). It holds your
          profile and email settings (notifications, alerts, language); your coupons with their state and who redeemed
          them; your favourites; the reviews you wrote and the reviews you reported; which reminders and alerts we sent
          you; the emails we sent you, with their subject, status and dates (not their text, which may hold sign-in
          links); and your contact messages. A business's file also holds its profile and places, its deals with their
          coupons and daily figures, its staff, its featuring receipts and the reviews it received; a partner's, its ref,
          its daily widget views and its webhook deliveries; a staff member's, the coupons they redeemed. It leaves out
          your password and the codes of links (only their secure hashes are kept), webhook secrets, other people's
          data and our administrators' records. You can download it a few times an hour.
        </p>
        <h3 id="delete-your-account">Delete your account</h3>
        <p>
          <em>Delete my account</em>, on the same dashboard, asks for your password again or, if you never chose one
          (an account made by claiming a deal in a partner's widget), for a 6-digit code we email you, which works once
          within 10 minutes. The deletion happens at once and cannot be undone: every session of the account is signed
          out, your favourites, reviews, reports, settings, pending emails and contact messages are deleted with the
          account, and we send one last email to confirm it. What else happens depends on the account:
        </p>
        <dl className="ct-legal__kinds">
          <dt>Deal hunters</dt>
          <dd>
            Coupons you have not used go back to their deals for someone else to claim. Coupons you used stay in the
            business's records and figures, without your name or email address.
          </dd>
          <dt>Businesses</dt>
          <dd>
            Running deals end at once and your staff accounts are deleted; your places, contact number, website and logo
            are removed. Your ended deals, the coupons customers claimed (they keep them), the deals' daily figures and
            your featuring receipts are kept without your name or email address, the receipts as accounting law requires.
          </dd>
          <dt>Partners</dt>
          <dd>
            Your ref is retired for good: your widgets stop counting and nobody else can ever take it. Your webhook, its
            delivery log and your view counts are deleted; the claims your pages brought stay in the businesses' figures.
          </dd>
          <dt>Staff</dt>
          <dd>
            A staff account belongs to its business: the business's owner deletes it from the staff list (and it goes
            when the business's account is deleted). A staff member can download their data at any time.
          </dd>
        </dl>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>We use cookies and similar technologies such as your browser's local storage, in four groups:</p>
        <ul>
          <li><strong>Essential</strong>: keep you signed in and protect the site; Da Deal! does not work without them.</li>
          <li><strong>Analytics</strong>: tell us, in aggregate, which pages are used, so we can improve them.</li>
          <li><strong>Advertising</strong>: help the ads shown on some pages be relevant and measure how they perform.</li>
          <li><strong>Preference</strong>: remember choices you make on the site, so you do not have to make them again.</li>
        </ul>
        <p>
          You can block or delete cookies in your browser settings. If you block essential cookies or local storage, you
          will not be able to stay signed in.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-Party Services',
    body: (
      <p>
        Da Deal! relies on third parties for some services, such as payment processing (PayPal), email delivery and
        advertising. Pages may also link to websites of the businesses listed on Da Deal!. These third parties have their
        own privacy policies, and we are not responsible for their practices; we encourage you to read their policies
        before giving them your information.
      </p>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    body: (
      <p>
        Da Deal! is not directed to children under 13, and we do not knowingly collect personal information from them.
        If you believe a child under 13 has given us personal information, please contact us and we will delete it and
        close the account.
      </p>
    ),
  },
  {
    id: 'international-users',
    title: 'International Users',
    body: (
      <p>
        Da Deal! is operated in the United States, and your information is stored and processed there. If you use Da Deal!
        from outside the United States, you understand that your information will be transferred to the United States,
        where data protection laws may differ from those of your country, and we will protect it as this policy describes.
      </p>
    ),
  },
  {
    id: 'policy-changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time, and the date at the top of this page shows the latest version. When
        we make a significant change, we will tell you by email to the address on your account or by a notice on the
        site before the change takes effect.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      subtitle="What we collect when you use Da Deal!, why we collect it, and the choices you have."
      updated={LEGAL.privacyUpdated}
      intro={
        <p>
          Your privacy matters to us. This policy explains how Da Deal! handles the personal information of deal hunters,
          businesses and visitors, on our website and in our widgets on partner sites.
        </p>
      }
      sections={SECTIONS}
      closing={
        <p>
          Questions about your privacy? <Link to={PATHS.contactUs} className="link">Contact us</Link> and we will answer
          within 24 hours on business days.
        </p>
      }
    />
  );
}
