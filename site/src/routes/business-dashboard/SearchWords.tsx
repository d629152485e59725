// "What Visitors Searched": the words typed in the search boxes that found the business's live deals over the last 7
// days, each with how many different visitors searched it — counts only, shown from 3 visitors, never who
// (GET /api/business/search-words; docs/decisions/0043-search-words-recorded.md).
import type { BusinessSearchWords } from '@dadeal/core';
import { KEYS, useApiQuery } from '../../app/query-client.js';
import { SEARCH_WORDS } from '../../app/business/texts.js';
import { activeLocale } from '../../app/i18n/i18n.js';

/** The panel for one answer: a table of words and visitors, or a line saying no word reached the floor yet. */
export function SearchWordsPanel({ data }: { data: BusinessSearchWords }) {
  return (
    <>
      <p className="muted search-words__intro">{SEARCH_WORDS.intro(data.minVisitors)}</p>
      {data.words.length === 0 ? (
        <p className="empty">{SEARCH_WORDS.empty(data.minVisitors)}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="search-words-title">
          <table className="table search-words__table">
            <thead>
              <tr>
                <th scope="col">{SEARCH_WORDS.word}</th>
                <th scope="col">{SEARCH_WORDS.visitors}</th>
              </tr>
            </thead>
            <tbody>
              {data.words.map((row) => (
                <tr key={row.word}>
                  <th scope="row">{row.word}</th>
                  <td>{row.visitors.toLocaleString(activeLocale())}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function SearchWordsSection() {
  const words = useApiQuery(KEYS.businessSearchWords, { refetchOnWindowFocus: true });
  return (
    <section className="search-words card" aria-labelledby="search-words-title" aria-busy={words.isPending} id="search-words">
      <h2 id="search-words-title" className="staff__title">{SEARCH_WORDS.title}</h2>
      {words.data ? <SearchWordsPanel data={words.data} /> : words.isError ? <p className="form-alert">{words.error.message}</p> : null}
    </section>
  );
}
