import { CasinoGamePage } from './pages/CasinoGamePage';
import { CasinoVideoPage } from './pages/CasinoVideoPage';
import { LobbyPage } from './pages/LobbyPage';
import { PlayCasinoPage } from './pages/PlayCasinoPage';
import { TestTablesPage } from './pages/TestTablesPage';
import type { CasinoView } from './views';
import './styles/lobby.css';
import './styles/table.css';
import './styles/panels.css';
import './styles/results.css';

/**
 * Entry of the casino chunk (routes.tsx loads it lazily, once for every casino route): the screen
 * of each casino route of docs/rules/specification.md §2.
 */
export function CasinoRoute({ view }: { view: CasinoView }) {
  switch (view) {
    case 'lobby':
      return <LobbyPage title="Casino" />;
    case 'serverLobby':
      return <LobbyPage title="Live Casino" />;
    case 'play':
      return <PlayCasinoPage />;
    case 'game':
      return <CasinoGamePage which="seven" />;
    case 'newGame':
      return <CasinoGamePage which="any" />;
    case 'test':
      return <TestTablesPage />;
    case 'video':
      return <CasinoVideoPage />;
  }
}
