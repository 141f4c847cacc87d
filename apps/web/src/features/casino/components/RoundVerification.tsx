import { useEffect, useState } from 'react';
import { useCasinoVerifyQuery } from '../api';
import { PlayingCard } from './PlayingCard';

/** Lowercase hex SHA-256 of a text's UTF-8 bytes, computed in the browser (undefined until done). */
function useSha256(text: string | null | undefined): string | undefined {
  const [digest, setDigest] = useState<{ text: string; hex: string }>();
  useEffect(() => {
    const subtle = globalThis.crypto?.subtle;
    if (!text || !subtle) return;
    let live = true;
    void subtle
      .digest('SHA-256', new TextEncoder().encode(text))
      .then((buffer) => {
        const hex = [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
        if (live) setDigest({ text, hex });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return text && digest?.text === text ? digest.hex : undefined;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

function Check({ ok, label, testId }: { ok: boolean | undefined; label: string; testId: string }) {
  const text = ok === undefined ? 'Not checked' : ok ? 'Yes' : 'No';
  return (
    <div className={`cas-check${ok === undefined ? '' : ok ? ' is-ok' : ' is-bad'}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{text}</dd>
    </div>
  );
}

/**
 * A round's fairness proof (docs/rules/casino.md Decision 1; `GET casino/verify/{roundId}`): the
 * commitment sha256(serverSeed) published before the round, the seed revealed after it, the
 * cards the server re-dealt from that seed, and the checks: the seed's SHA-256 (computed here, in
 * the browser) equals the commitment; the re-dealt result's cards equal the round's result cards;
 * and the server's own comparison with what it stored.
 */
export function RoundVerification({
  roundId,
  resultCards,
}: {
  roundId: string;
  resultCards: readonly string[];
}) {
  const { data, isLoading, isError } = useCasinoVerifyQuery(roundId);
  const seedHash = useSha256(data?.serverSeed);
  if (isLoading) return <p className="muted">Loading the round's proof…</p>;
  if (isError || !data) return <p className="muted">The proof of this round could not be loaded.</p>;
  const commitOk = seedHash === undefined ? undefined : seedHash === data.commit.toLowerCase();
  const dealt = data.result?.cards;
  const cardsOk = dealt && resultCards.length > 0 ? same(dealt, resultCards) : undefined;
  const verified = commitOk === true && cardsOk !== false && data.matches === true;
  return (
    <div className="cas-verify" data-testid="round-verification">
      <p className={`cas-verify__verdict${verified ? ' is-ok' : ''}`} data-testid="verify-verdict">
        {data.serverSeed === null
          ? 'The seed is revealed when the round is over.'
          : verified
            ? 'Verified: the cards come from the committed seed.'
            : 'Not verified: the proof does not match.'}
      </p>
      <dl className="cas-verify__facts">
        <div>
          <dt>Commitment (SHA-256 of the seed, published before the round)</dt>
          <dd>
            <code data-testid="verify-commit">{data.commit}</code>
          </dd>
        </div>
        <div>
          <dt>Server seed (revealed after the round)</dt>
          <dd>
            <code data-testid="verify-seed">{data.serverSeed ?? 'Not revealed yet'}</code>
          </dd>
        </div>
        {data.cards ? (
          <div>
            <dt>Cards re-dealt from the seed (in dealing order)</dt>
            <dd className="cas-verify__cards">
              {data.cards.map((code, i) => (
                <PlayingCard key={i} code={code} size="sm" />
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      <dl className="cas-verify__checks">
        <Check
          ok={commitOk}
          label="SHA-256 of the seed equals the commitment (checked in your browser)"
          testId="check-commit"
        />
        <Check ok={cardsOk} label="Re-dealt cards equal this result's cards" testId="check-cards" />
        <Check
          ok={data.matches ?? undefined}
          label="Server check against the stored round"
          testId="check-server"
        />
      </dl>
      <p className="muted cas-verify__how">
        Round {data.roundId}: the cards are a Fisher-Yates shuffle driven by HMAC-SHA256(seed, &quot;
        {data.roundId}:k&quot;).
      </p>
    </div>
  );
}
