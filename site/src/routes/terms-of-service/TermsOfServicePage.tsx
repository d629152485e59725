// Terms of Service (spec §2 "Static pages"): last updated January 13, 2025, ten sections from the agreement to how
// the terms change (at least 30 days' notice of a material change, spec §9).
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { LEGAL } from '../../app/screen-texts.js';
import { LegalDocument, type LegalSection } from '../_content/LegalDocument.js';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to Terms',
    body: (
      <>
        <p>
          These Terms of Service are an agreement between you and Da Deal! ("Da Deal!", "we", "us"). They apply whenever you
          visit our website, browse deals, create an account, claim a coupon, list a business or use any of our widgets.
        </p>
        <p>
          By using Da Deal! you confirm that you have read, understood and agree to these Terms and to our{' '}
          <Link to={PATHS.privacyPolicy} className="link">Privacy Policy</Link>. If you do not agree, please do not use the
          service.
        </p>
      </>
    ),
  },
  {
    id: 'use-license',
    title: 'Use License',
    body: (
      <>
        <p>
          We grant you a personal, non-exclusive, non-transferable and revocable license to use Da Deal! to find, save and
          redeem deals for your own use, or, with a business account, to promote your own business.
        </p>
        <p>Under this license you may not:</p>
        <ul>
          <li>copy, resell or republish deals, coupon codes or other content from Da Deal! for commercial purposes;</li>
          <li>scrape, harvest or collect content with automated tools, other than through our published widgets;</li>
          <li>remove copyright, trademark or other notices from any content;</li>
          <li>try to decompile, reverse engineer or interfere with the software that runs the service.</li>
        </ul>
        <p>This license ends automatically if you break these Terms, and we may end it at any time.</p>
      </>
    ),
  },
  {
    id: 'user-accounts',
    title: 'User Accounts',
    body: (
      <>
        <p>
          To claim coupons, save favourites or list a business you need an account. You agree to give accurate, current
          and complete information, to verify your email address, and to keep your details up to date.
        </p>
        <p>
          You are responsible for keeping your password secret and for everything that happens under your account. Tell
          us at once through our <Link to={PATHS.contactUs} className="link">contact page</Link> if you believe someone
          else has used it. Each person may hold one deal hunter account. We may suspend or close accounts that break
          these Terms, that are used for fraud, or that stay unverified.
        </p>
      </>
    ),
  },
  {
    id: 'deals-and-purchases',
    title: 'Deals and Purchases',
    body: (
      <>
        <p>
          Deals on Da Deal! are offered by independent local businesses, not by Da Deal!. Each deal shows its price, the
          original price, its dates, how many coupons remain and any terms and conditions set by the business.
        </p>
        <ul>
          <li>
            Claiming a deal is free. It reserves one coupon for you, and you pay the deal price directly to the business
            when you redeem it, unless the deal says otherwise.
          </li>
          <li>You may claim each deal once. Coupons are personal, cannot be sold, and have no cash value.</li>
          <li>
            A coupon must be redeemed before its deal ends. It counts as used once the business confirms it; used and
            expired coupons cannot be restored.
          </li>
          <li>
            The business alone is responsible for the goods and services it provides, their quality, safety and legality,
            and for honouring its deals. Questions about refunds for goods or services go to the business first.
          </li>
        </ul>
        <p>
          Fees you pay to Da Deal! itself (monthly plans and featured placements) are shown in US dollars before you pay and
          are processed by our payment provider. Featured placements are one-time payments for a fixed period and are not
          refundable once the placement has started.
        </p>
      </>
    ),
  },
  {
    id: 'business-listings',
    title: 'Business Listings',
    body: (
      <>
        <p>
          Business accounts may publish deals for a business they own or are authorised to represent. When you publish a
          deal you promise that:
        </p>
        <ul>
          <li>the description, prices, dates and pictures are accurate and you have the right to use them;</li>
          <li>you will honour every coupon claimed for the deal until it ends, up to the number of coupons you offered;</li>
          <li>the deal complies with all laws that apply to it, including consumer protection, licensing and tax rules;</li>
          <li>you will check a customer's coupon before confirming its use.</li>
        </ul>
        <p>
          You give Da Deal! a non-exclusive, royalty-free license to show your listings, names and pictures on our site,
          in our emails and in widgets on partner websites for as long as the deal is listed. We may remove any listing
          that breaks these Terms or that we receive well-founded complaints about.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited-uses',
    title: 'Prohibited Uses',
    body: (
      <>
        <p>You may not use Da Deal! to:</p>
        <ul>
          <li>post false, misleading, unlawful, offensive or infringing content;</li>
          <li>create several accounts to claim more coupons than a deal allows, or otherwise game a deal;</li>
          <li>impersonate another person or business, or misrepresent your connection to them;</li>
          <li>send spam, malware or unsolicited advertising to other users or businesses;</li>
          <li>probe, overload or break the security of the service, or access data that is not yours;</li>
          <li>break any law or regulation, or help anyone else do so.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <>
        <p>
          Da Deal! is provided "as is" and "as available". We work hard to keep it accurate and online, but we do not
          promise that the service will be uninterrupted or error-free, or that every deal will remain available.
        </p>
        <p>
          To the extent the law allows, we disclaim all warranties, express or implied, including warranties of
          merchantability, fitness for a particular purpose and non-infringement. We do not endorse, and make no promise
          about, the goods and services offered by the businesses listed on Da Deal!.
        </p>
      </>
    ),
  },
  {
    id: 'limitations',
    title: 'Limitations of Liability',
    body: (
      <>
        <p>
          To the extent the law allows, Da Deal! and its team will not be liable for indirect, incidental, special,
          consequential or punitive damages, or for lost profits, data or goodwill, arising from your use of the service
          or from any deal, business or transaction between you and a business.
        </p>
        <p>
          Our total liability for any claim about the service is limited to the greater of the amount you paid to Da Deal!
          in the twelve months before the claim and one hundred US dollars (US$100). Some jurisdictions do not allow these
          limitations, so they may not all apply to you.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <p>
        These Terms are governed by the laws of the United States and of the state in which Da Deal! is established,
        without regard to conflict-of-law rules. Any dispute that cannot be settled informally will be heard by the courts
        of that state, and you and we agree to their jurisdiction. Nothing here takes away consumer rights that the law
        where you live gives you and that cannot be waived.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <>
        <p>
          We may update these Terms as the service grows. The date at the top of this page shows when they last changed.
        </p>
        <p>
          If a change is material, we will give at least 30 days' notice before it takes effect, by email to the address
          on your account and with a notice on the site. If you keep using Da Deal! after a change takes effect, you accept
          the updated Terms; if you do not agree, you may close your account at any time.
        </p>
      </>
    ),
  },
];

export default function TermsOfServicePage() {
  usePageTitle('Terms of Service');
  return (
    <LegalDocument
      title="Terms of Service"
      subtitle="The rules for browsing, claiming and listing deals on Da Deal!, written to be read."
      updated={LEGAL.termsUpdated}
      intro={
        <p>
          Welcome to Da Deal!, the deals marketplace for our island community. These Terms explain what you can expect
          from us, what we expect from you, and how deals, coupons and business listings work.
        </p>
      }
      sections={SECTIONS}
      closing={
        <p>
          Questions about these Terms? <Link to={PATHS.contactUs} className="link">Contact us</Link> and we will answer
          within 24 hours on business days.
        </p>
      }
    />
  );
}
