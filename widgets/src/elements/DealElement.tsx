// <dadeal-deal deal-id>: one card with its detail dialog.
import { DealCard } from '../DealCard/DealCard.js';
import { DealCardSkeleton } from '../DealCard/DealCardSkeleton.js';
import { LoadError } from '../DealGrid/LoadError.js';
import { WidgetRoot } from '../WidgetRoot/WidgetRoot.js';
import { useDeal } from '../hooks/use-deals.js';
import { TEXTS } from '../texts/texts.js';
import { limitFrom, useEmbed, type EmbedProps } from './use-embed.js';

export interface DealElementProps extends EmbedProps {
  dealId?: number;
}

export function DealElement(props: DealElementProps) {
  const embed = useEmbed(props);
  const id = limitFrom(props.dealId);
  const { data, error, reload } = useDeal(embed.client, id, { enabled: embed.near });
  let body;
  if (data) body = <DealCard deal={data} onSelect={embed.select} />;
  else if (error || id === undefined) body = <LoadError title={TEXTS.dealLoadFailed} error={error} onRetry={reload} />;
  else body = <DealCardSkeleton />;
  return (
    <WidgetRoot theme={props.theme} withStyles className="dd-single">
      {body}
      {embed.dialog}
    </WidgetRoot>
  );
}
