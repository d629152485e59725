import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FUNNEL } from '../../app/business/texts.js';
import { PartnerClaims } from './PartnerClaims.js';

/** The table's rows as [partner, claims] text, in order. */
const rows = (html: string) =>
  [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th><td>(\d+)<\/td><\/tr>/g)].map((m) => [m[1], Number(m[2])]);

describe('Claims by partner', () => {
  it('lists each partner with its claims, and the direct ones as Direct', () => {
    const html = renderToStaticMarkup(
      <PartnerClaims partners={[{ partnerRef: 'island-times', claims: 3 }, { partnerRef: null, claims: 2 }, { partnerRef: 'surf-blog', claims: 1 }]} />,
    );
    expect(html).toContain(`>${FUNNEL.byPartner}</h3>`);
    expect(rows(html)).toEqual([['island-times', 3], [FUNNEL.direct, 2], ['surf-blog', 1]]);
  });

  it('says there is nothing yet when no claim came in the window', () => {
    const html = renderToStaticMarkup(<PartnerClaims partners={[]} />);
    expect(html).toContain(FUNNEL.noData);
    expect(html).not.toContain('<table');
  });
});
