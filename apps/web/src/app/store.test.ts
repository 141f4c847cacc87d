import { describe, expect, it } from 'vitest';
import { sessionStarted } from '../features/auth';
import '../shared/immerFreeze';
import { user } from '../test/utils';
import { makeStore, persistAppStore } from './store';

describe('persisted session', () => {
  it("stores the session under 'persist:auth' and rehydrates it", async () => {
    const first = makeStore();
    persistAppStore(first);
    first.dispatch(sessionStarted({ token: 'tok_p', user }));
    await waitForStorage('persist:auth', 'tok_p');
    const stored = JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'accessToken', 'isLoggedIn', 'userDetails']);
    await waitForStorage('persist:roots', '_persist');

    const second = makeStore();
    const persistor = persistAppStore(second);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    expect(second.getState().auth).toMatchObject({
      accessToken: 'tok_p',
      isLoggedIn: true,
      userDetails: user,
    });
  });
});

describe('state freezing (shared/immerFreeze.ts)', () => {
  it('stays on outside the production build: a mutation of the state throws in the tests', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok_f', user }));
    const auth = store.getState().auth as { accessToken: string | null };
    expect(Object.isFrozen(auth)).toBe(true);
    expect(() => {
      auth.accessToken = 'changed';
    }).toThrow(TypeError);
  });
});

async function waitForStorage(key: string, text: string) {
  for (let i = 0; i < 50; i += 1) {
    if (localStorage.getItem(key)?.includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${key} never contained ${text}`);
}
