// "Claims by partner": how many of the window's claims came through each partner site embedding the business's deals
// (the widgets' `partner` attribute, carried to the claim as ?ref=), and how many directly on the site.
import type { PartnerClaims as PartnerClaimsRow } from '@dadeal/core';
import { FUNNEL } from '../../app/business/texts.js';

export function PartnerClaims({ partners }: { partners: PartnerClaimsRow[] }) {
  return (
    <>
      <h3 className="funnel__subtitle" id="funnel-partners">{FUNNEL.byPartner}</h3>
      <p className="muted funnel__intro">{FUNNEL.byPartnerIntro}</p>
      {partners.length === 0 ? (
        <p className="empty">{FUNNEL.noData}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="funnel-partners">
          <table className="table funnel__table funnel__partners">
            <thead>
              <tr>
                <th scope="col">{FUNNEL.partner}</th>
                <th scope="col">{FUNNEL.claims}</th>
              </tr>
            </thead>
            <tbody>
              {partners.map((row) => (
                <tr key={row.partnerRef ?? ''}>
                  <th scope="row">{row.partnerRef ?? FUNNEL.direct}</th>
                  <td>{row.claims}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
