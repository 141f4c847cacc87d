import { useState } from 'react';
import { Modal } from '../../../shared/Modal';
import { useCasinoRoundResultQuery } from '../api';
import { splitCards } from '../cards';
import { seatsOf } from '../layouts';
import { resultMark } from '../results';
import { PlayingCard } from './PlayingCard';
import { RoundVerification } from './RoundVerification';

/**
 * A round's result (docs/rules/specification.md §2 Casino tables: a modal titled with the game name, with the round id,
 * the cards and a Winner badge; `POST sports/v1/casino/result {roundId}`), and the round's
 * fairness proof on request (issue 7 item 4).
 */
export function ResultModal({
  casinoType,
  name,
  roundId,
  onClose,
}: {
  casinoType: string;
  name: string;
  roundId: string;
  onClose: () => void;
}) {
  const { data, isLoading, isError } = useCasinoRoundResultQuery(roundId);
  const [showProof, setShowProof] = useState(false);
  const cards = splitCards(data?.cards);
  const mark = resultMark(casinoType, data?.win ?? data?.result ?? '');
  const details = (data?.rdesc ?? '')
    .split('#')
    .slice(1)
    .filter((part) => part.trim() !== '');
  return (
    <Modal title={name} onClose={onClose} testId="result-modal" className="cas-result-modal">
      <p className="cas-result-modal__round">
        Round Id: <strong data-testid="result-round-id">{roundId}</strong>
      </p>
      {isLoading ? (
        <p className="muted">Loading the result…</p>
      ) : isError || !data ? (
        <p className="muted">The result of this round could not be loaded.</p>
      ) : (
        <>
          <div className="cas-result-modal__seats">
            {seatsOf(casinoType, cards).map((seat) => (
              <div className="cas-seat" key={seat.label}>
                <span className="cas-seat__label">{seat.label}</span>
                <div className="cas-seat__cards">
                  {seat.cards.map((index) => (
                    <PlayingCard key={index} code={cards[index]} size="sm" />
                  ))}
                </div>
              </div>
            ))}
          </div>
          <p className="cas-winner">
            <span className={`cas-winner__badge cas-result--${mark.tone}`}>Winner</span>
            <span data-testid="result-winner">{data.winnat || mark.meaning}</span>
          </p>
          {details.length > 0 ? (
            <ul className="cas-result-modal__details">
              {details.map((part, i) => (
                <li key={i}>{part}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <section className="cas-result-modal__proof" aria-label="Verification">
        {showProof ? (
          <RoundVerification roundId={roundId} resultCards={cards} />
        ) : (
          <button
            type="button"
            className="btn btn--ghost"
            data-testid="verify-round"
            onClick={() => setShowProof(true)}
          >
            Verify this round
          </button>
        )}
      </section>
    </Modal>
  );
}
