// <dadeal-deal deal-id>: one card with its detail dialog; a deal that is gone says so kindly.
import { DealCard } from '../DealCard/DealCard.js';
import { DealCardSkeleton } from '../DealCard/DealCardSkeleton.js';
import { LoadError } from '../DealGrid/LoadError.js';
import { useDeal } from '../hooks/use-deals.js';
import { useLiveDeal } from '../hooks/use-live-deals.js';
import { friendlyError, httpStatusOf, limitFrom, EmbedRoot, useEmbed, useReadEvents, type EmbedProps } from './use-embed.js';

export interface DealElementProps extends EmbedProps {
  dealId?: number;
}

export function DealElement(props: DealElementProps) {
  const embed = useEmbed(props);
  const id = limitFrom(props.dealId);
  const { data, error, reload } = useDeal(embed.client, id, { enabled: embed.near });
  useReadEvents(props, data, error);
  const deal = useLiveDeal(embed.client.apiBase, data); // its remaining count as it falls
  let body;
  if (deal) body = <DealCard deal={deal} onSelect={embed.select} />;
  // Unknown, ended or withdrawn (the API answers 404 for every deal that is not public): nothing to retry.
  else if (id === undefined || (error && httpStatusOf(error) === 404)) {
    body = <div className="dd-state dd-state--gone" role="status"><p>{embed.texts.dealGone}</p></div>;
  } else if (error) body = <LoadError title={embed.texts.dealLoadFailed} error={friendlyError(error, embed.texts)} onRetry={reload} />;
  else body = <DealCardSkeleton />;
  return (
    <EmbedRoot embed={embed} theme={props.theme} className="dd-single">
      {body}
    </EmbedRoot>
  );
}
