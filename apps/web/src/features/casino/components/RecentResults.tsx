import type { CasinoRecentResult } from '@backlay/contracts';
import { useId } from 'react';
import { resultMark } from '../results';

/**
 * The Recent Result strip (docs/rules/specification.md §2 Casino tables): the last results, newest first, as coloured
 * letters (results.ts). Tapping one opens that round's result.
 */
export function RecentResults({
  casinoType,
  results,
  onOpen,
}: {
  casinoType: string;
  results: readonly CasinoRecentResult[];
  onOpen: (roundId: string) => void;
}) {
  const titleId = useId();
  return (
    <section className="cas-results" aria-labelledby={titleId} data-testid="recent-results">
      <h3 id={titleId} className="cas-results__title">
        Recent Result
      </h3>
      {results.length === 0 ? (
        <p className="muted cas-results__empty">No results yet.</p>
      ) : (
        <ol className="cas-results__list">
          {results.map((r) => {
            const mark = resultMark(casinoType, r.result);
            return (
              <li key={r.mid}>
                <button
                  type="button"
                  className={`cas-result cas-result--${mark.tone}`}
                  data-tone={mark.tone}
                  data-testid="recent-result"
                  aria-label={`Round ${r.mid}: ${mark.meaning}`}
                  onClick={() => onOpen(r.mid)}
                >
                  {mark.letter}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
