import { SPORTS } from '@backlay/contracts/constants';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HomeHighlights } from '../account';
import { ComingSoon } from './components/ComingSoon';
import { SearchIcon } from './components/icons';
import { lazyPart } from '../../shared/lazyPart';
import { SportEvents } from './components/SportEvents';
import { panelId, tabId, Tabs, type TabItem } from './components/Tabs';
import { useLockedSportIds } from './hooks';
import './sports.css';

// Loaded in its own chunk when first opened (issue 18, shared/lazyPart.tsx).
const SearchEventsModal = lazyPart(() =>
  import('./components/SearchEventsModal').then((m) => m.SearchEventsModal),
);

interface HomeTab extends TabItem {
  /** Sports with markets; the others are placeholders showing 'coming soon' (docs/rules/specification.md §2). */
  sportId?: number;
}

const TABS: HomeTab[] = [
  ...SPORTS.map((s) => ({ id: String(s.id), label: s.name, sportId: s.id })),
  { id: 'horse-racing', label: 'Horse Racing', soon: true },
  { id: 'greyhound-racing', label: 'Greyhound Racing', soon: true },
  { id: 'basketball', label: 'Basketball', soon: true },
  { id: 'tips-previews', label: 'Tips & Previews', soon: true },
  { id: 'aviator', label: 'Aviator', soon: true },
].map((t) => ({ ...t, testId: `sport-tab-${t.id}` }));

const ID = 'home-sports';

/**
 * Home (docs/rules/specification.md §2): banners, news ticker and password prompt (features/account), Search Events, sport tabs (a locked sport is hidden) and the chosen sport's
 * events by competition; placeholder sports show 'coming soon'. The tab is kept in `?sport=`.
 */
export function HomePage() {
  const locked = useLockedSportIds();
  const [params, setParams] = useSearchParams();
  const [searching, setSearching] = useState(false);
  const tabs = TABS.filter((t) => t.sportId === undefined || !locked.has(t.sportId));
  const selected = tabs.find((t) => t.id === params.get('sport')) ?? tabs[0];
  const select = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('sport', id);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="page sp-page sp-home">
      <h1 className="sr-only">Home</h1>
      <HomeHighlights />
      <button
        type="button"
        className="sp-search-button"
        data-testid="search-events-button"
        onClick={() => setSearching(true)}
      >
        <SearchIcon />
        <span>Search Events</span>
      </button>
      <Tabs
        items={tabs}
        selected={selected?.id ?? ''}
        onSelect={select}
        label="Sports"
        idPrefix={ID}
        testId="sport-tabs"
        className="sp-tabs--sports"
      />
      {selected ? (
        <div
          role="tabpanel"
          id={panelId(ID)}
          aria-labelledby={tabId(ID, selected.id)}
          className="sp-panel"
          data-sport-id={selected.sportId}
        >
          {selected.sportId !== undefined ? (
            <SportEvents key={selected.sportId} sportId={selected.sportId} locked={locked} />
          ) : (
            <ComingSoon name={selected.label} />
          )}
        </div>
      ) : null}
      {searching ? <SearchEventsModal onClose={() => setSearching(false)} /> : null}
    </section>
  );
}
