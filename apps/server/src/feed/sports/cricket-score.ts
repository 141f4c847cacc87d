import type { LiveScore } from '@backlay/contracts';
import type { CricketBall, CricketReplay } from '../replay/format';
import { chaseTarget, inningsScore, type CricketState } from './cricket-timeline';

/** How one delivery reads in a "recent balls" strip: 0, 1, 4, 6, W, 1wd, 2nb, 1lb, ... */
export function ballText(ball: CricketBall): string {
  if (ball.wickets?.length) return 'W';
  const e = ball.extras;
  if (e?.wides) return `${ball.runs}wd`;
  if (e?.noballs) return `${ball.runs}nb`;
  if (e?.legbyes) return `${ball.runs}lb`;
  if (e?.byes) return `${ball.runs}b`;
  return String(ball.runs);
}

/** Overs as shown on a scoreboard: 83 legal balls -> "13.5". */
export const oversText = (legalBalls: number) => `${Math.floor(legalBalls / 6)}.${legalBalls % 6}`;

/** The score widget's data for a cricket match (issue 3 item 5). */
export function cricketScore(
  replay: CricketReplay,
  state: CricketState | undefined,
): Omit<LiveScore, 'matchId' | 'sportId' | 'status' | 'attribution'> {
  const teams = [...replay.teams];
  if (!state) return { teams, summary: `${teams[0]} v ${teams[1]}: starts soon` };
  const innings = replay.innings[state.innings]!;
  const balls = innings.balls.slice(0, state.delivered);
  const score = inningsScore(replay, state);
  const target = chaseTarget(replay, state.innings, state.delivered);
  const last = balls.at(-1);
  const batterStats = (name: string) => {
    const faced = balls.filter((b) => b.batter === name);
    return {
      name,
      runs: faced.reduce((n, b) => n + b.batterRuns, 0),
      balls: faced.filter((b) => !b.extras?.wides).length,
    };
  };
  const out = new Set(balls.flatMap((b) => b.wickets?.map((w) => w.playerOut) ?? []));
  const batters = last ? [last.batter, last.nonStriker].filter((n) => !out.has(n)).map(batterStats) : [];
  const bowled = last ? balls.filter((b) => b.bowler === last.bowler) : [];
  const bowler = last
    ? {
        name: last.bowler,
        runs: bowled.reduce(
          (n, b) => n + b.batterRuns + (b.extras?.wides ?? 0) + (b.extras?.noballs ?? 0),
          0,
        ),
        wickets: bowled.reduce((n, b) => n + (b.wickets?.filter((w) => w.kind !== 'run out').length ?? 0), 0),
        balls: bowled.filter((b) => b.legal).length,
      }
    : undefined;
  const overs = oversText(score.legalBalls);
  const need = target
    ? `, need ${Math.max(0, target.runs - score.runs)} from ${Math.max(0, target.balls - score.legalBalls)}`
    : '';
  return {
    teams,
    summary: `${innings.battingTeam} ${score.runs}/${score.wickets} (${overs})${innings.superOver ? ' super over' : ''}${need}`,
    cricket: {
      innings: state.innings + 1,
      battingTeam: innings.battingTeam,
      runs: score.runs,
      wickets: score.wickets,
      overs,
      ...(target ? { target: target.runs } : {}),
      batters,
      ...(bowler ? { bowler } : {}),
      recentBalls: balls.slice(-6).map(ballText),
    },
  };
}
