// Questions and answers as native disclosures (<details>/<summary>): keyboard and screen-reader ready without script,
// and the answers stay findable with the browser's find-in-page.
import type { ReactNode } from 'react';
import { SectionHead } from './ContentLayout.js';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

interface FaqProps {
  id: string;
  title: string;
  lead?: ReactNode;
  items: readonly FaqItem[];
  /** Opens the first answer, so the list shows what it holds. */
  openFirst?: boolean;
}

export function Faq({ id, title, lead, items, openFirst = false }: FaqProps) {
  return (
    <section className="ct-section ct-faq" aria-labelledby={id}>
      <SectionHead id={id} title={title} lead={lead} />
      <div className="ct-faq__list">
        {items.map((item, index) => (
          <details key={item.question} className="ct-faq__item" open={openFirst && index === 0}>
            <summary className="ct-faq__question">
              <span>{item.question}</span>
              <svg className="ct-faq__chevron" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 9l6 6 6-6" />
              </svg>
            </summary>
            <div className="ct-faq__answer">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
