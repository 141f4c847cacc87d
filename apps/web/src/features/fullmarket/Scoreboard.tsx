import type { LiveScore } from '@backlay/contracts';

function CricketBoard({ score }: { score: LiveScore }) {
  const c = score.cricket;
  if (!c) return null;
  const oversOf = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;
  return (
    <div className="sb-cricket">
      <p className="sb-main">
        <span className="sb-team">{c.battingTeam}</span>
        <strong className="sb-figure" data-testid="score-runs">
          {c.runs}/{c.wickets}
        </strong>
        <span className="sb-overs">({c.overs} ov)</span>
        {c.target !== undefined ? <span className="sb-target">Target {c.target}</span> : null}
      </p>
      {c.batters.length > 0 || c.bowler ? (
        <ul className="sb-players">
          {c.batters.map((b) => (
            <li key={b.name}>
              <span>{b.name}</span>
              <span>
                {b.runs} ({b.balls})
              </span>
            </li>
          ))}
          {c.bowler ? (
            <li className="sb-bowler">
              <span>{c.bowler.name}</span>
              <span>
                {c.bowler.wickets}-{c.bowler.runs} ({oversOf(c.bowler.balls)})
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {c.recentBalls.length > 0 ? (
        <ol className="sb-balls" aria-label="Recent balls">
          {c.recentBalls.map((ball, i) => (
            <li key={i} className={`sb-ball sb-ball--${ballClass(ball)}`}>
              {ball}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** Colour class of a delivery: wicket, boundary (4/6), dot or other. */
export function ballClass(ball: string): string {
  if (ball === 'W') return 'wicket';
  if (ball === '4' || ball === '6') return 'boundary';
  if (ball === '0') return 'dot';
  return 'run';
}

function TennisBoard({ score }: { score: LiveScore }) {
  const t = score.tennis;
  if (!t) return null;
  return (
    <table className="sb-tennis">
      <thead>
        <tr>
          <th scope="col">Player</th>
          {t.sets.map((_, i) => (
            <th key={i} scope="col">
              S{i + 1}
            </th>
          ))}
          <th scope="col">Pts</th>
        </tr>
      </thead>
      <tbody>
        {score.teams.map((player, p) => (
          <tr key={player}>
            <th scope="row">
              {player}
              {t.server === p ? (
                <span className="sb-serve" aria-label="serving" title="Serving">
                  {' '}
                  ●
                </span>
              ) : null}
            </th>
            {t.sets.map((set, i) => (
              <td key={i}>{set[p]}</td>
            ))}
            <td>
              <strong>{t.points[p]}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SoccerBoard({ score }: { score: LiveScore }) {
  const s = score.soccer;
  if (!s) return null;
  return (
    <p className="sb-main sb-soccer">
      <span className="sb-team">{score.teams[0]}</span>
      <strong className="sb-figure">
        {s.score[0]} - {s.score[1]}
      </strong>
      <span className="sb-team">{score.teams[1]}</span>
      <span className="sb-overs">{s.minute}'</span>
    </p>
  );
}

/** Compact scoreboard of a live score (cricket, tennis or soccer) with the data credit. */
export function Scoreboard({ score }: { score: LiveScore }) {
  return (
    <div className="scoreboard" data-testid="scoreboard">
      <p className="sb-summary" data-testid="score-summary">
        {score.summary}
      </p>
      <CricketBoard score={score} />
      <TennisBoard score={score} />
      <SoccerBoard score={score} />
      {score.attribution ? <p className="sb-credit">{score.attribution}</p> : null}
    </div>
  );
}
