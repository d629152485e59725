// Numbered steps with an icon each (how it works): an ordered list, so the order is announced too.
import { ContentIcon, type IconName } from './ContentLayout.js';

export interface Step {
  icon: IconName;
  title: string;
  text: string;
}

export function Steps({ steps, tone = 'sea' }: { steps: readonly Step[]; tone?: 'sea' | 'sun' | 'coral' }) {
  return (
    <ol className="ct-steps">
      {steps.map((step, index) => (
        <li key={step.title} className="ct-step">
          <div className="ct-step__top">
            <span className="ct-step__number" aria-hidden="true">{index + 1}</span>
            <ContentIcon name={step.icon} tone={tone} />
          </div>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** Cards of reasons or facts, each with an icon, a title and a sentence or two. */
export function FeatureCards({ items, columns, tone = 'sea' }: { items: readonly Feature[]; columns?: 3; tone?: 'sea' | 'sun' | 'coral' }) {
  return (
    <ul className={`ct-cards${columns === 3 ? ' ct-cards--3' : ''}`}>
      {items.map((item) => (
        <li key={item.title} className="ct-card">
          <ContentIcon name={item.icon} tone={tone} />
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
