import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brand, fakeServer, json, mockFetch, renderApp, setViewportWidth, signedIn } from '../test/utils';

describe('routing', () => {
  it('renders the not-found page for an unknown route', async () => {
    mockFetch(fakeServer());
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Looks Like you are lost!' })).toBeTruthy();
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });

  it('Go Back returns home', async () => {
    mockFetch(fakeServer());
    const { router } = renderApp('/nowhere');
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it.each([
    ['/inplay', 'In Play'],
    ['/casino/1/2/3', 'Casino Game'],
    ['/play-casino-new/9/teen20', 'Casino Table'],
    ['/fullmarket/4/101/202', 'Full Market'],
    ['/notfound', 'Looks Like you are lost!'],
  ])('%s renders %s', async (path, heading) => {
    mockFetch(fakeServer());
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('sends logged-out visitors of /settings home', async () => {
    mockFetch(fakeServer());
    const { router } = renderApp('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/profitloss accepts its optional segments when signed in', async () => {
    mockFetch(fakeServer());
    renderApp('/profitloss/1/2/Casino', signedIn());
    expect(await screen.findByRole('heading', { name: 'Profit & Loss' })).toBeTruthy();
  });

  it('/multimarket logged out goes home and opens the sign-in flow', async () => {
    mockFetch(fakeServer());
    const { router } = renderApp('/multimarket');
    expect(await screen.findByTestId('age-modal')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/multimarket signed in shows the empty state', async () => {
    mockFetch(fakeServer());
    renderApp('/multimarket', signedIn());
    expect(await screen.findByText('There are currently no followed multi markets.')).toBeTruthy();
    expect(screen.getByText('Please add some markets from events.')).toBeTruthy();
  });
});

describe('brand loading', () => {
  it('applies title, favicon, colours and layout', async () => {
    mockFetch(fakeServer());
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home' });
    const root = document.documentElement;
    expect(document.title).toBe(brand.title);
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href')).toBe(
      brand.favIconUrl,
    );
    expect(root.style.getPropertyValue('--primary')).toBe(brand.primaryColor);
    expect(root.style.getPropertyValue('--on-primary')).toBe('#ffffff');
    expect(root.dataset.layout).toBe('aura');
  });

  it('shows the not-found page for an unknown host', async () => {
    mockFetch(
      fakeServer({
        [`GET /api/domain/host/${window.location.hostname}`]: () =>
          json({ statusCode: 404, error: 'Not Found', message: 'Unknown domain' }, 404),
      }),
    );
    renderApp('/');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('keeps a suspended brand on /notfound', async () => {
    mockFetch(
      fakeServer({
        [`GET /api/domain/host/${window.location.hostname}`]: () => json({ ...brand, status: 'suspend' }),
      }),
    );
    const { router } = renderApp('/cricket');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
  });
});

describe('shell', () => {
  it('mobile: Login button, bottom nav, no top nav', async () => {
    mockFetch(fakeServer());
    renderApp('/');
    await screen.findByTestId('header-login-button');
    const bottom = screen.getByTestId('bottom-nav');
    for (const label of ['Home', 'In-Play', 'Sports', 'Multi Market', 'Account']) {
      expect(within(bottom).getByRole('link', { name: label })).toBeTruthy();
    }
    expect(screen.queryByTestId('top-nav')).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('desktop: inputs in the header, top nav with Settings only when signed in, sports list', async () => {
    setViewportWidth(1280);
    mockFetch(fakeServer());
    const { unmount } = renderApp('/');
    const nav = await screen.findByTestId('top-nav');
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Home', 'In Play', 'Multi Market', 'Cricket', 'Tennis', 'Soccer', 'Casino']);
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByTestId('sports-sidebar').textContent).toContain('Casino');
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
    unmount();
    renderApp('/', signedIn());
    const signedNav = await screen.findByTestId('top-nav');
    expect(within(signedNav).getByRole('link', { name: 'Settings' })).toBeTruthy();
  });

  it('hides header, footer and theme toggle on /tv; only the toggle on /score', async () => {
    mockFetch(fakeServer());
    const { unmount } = renderApp('/tv');
    await screen.findByRole('heading', { name: 'TV' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByTestId('footer-rules')).toBeNull();
    expect(screen.queryByTestId('theme-toggle')).toBeNull();
    unmount();
    renderApp('/score');
    await screen.findByRole('heading', { name: 'Score' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByTestId('theme-toggle')).toBeNull();
  });

  it('footer opens the rules modal, OK closes it', async () => {
    mockFetch(fakeServer());
    renderApp('/');
    const footer = await screen.findByTestId('footer-rules');
    expect(footer.textContent).toBe('Privacy Policy | KYC | Terms and Conditions | Rules and Regulations');
    // Responsible Gambling links the Safer gambling page (issue 17 item 6).
    expect(screen.getByRole('link', { name: 'Responsible Gambling' }).getAttribute('href')).toBe(
      '/safer-gambling',
    );
    await userEvent.click(footer);
    const dialog = screen.getByRole('dialog', { name: 'Rules and Regulations' });
    expect(within(dialog).getByText(/within 7 days/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Login goes through the age modal: Exit dismisses, Confirm opens the form', async () => {
    mockFetch(fakeServer());
    renderApp('/');
    const ui = userEvent.setup();
    await ui.click(await screen.findByTestId('header-login-button'));
    // The modals' chunk loads on the first open (shared/lazyPart.tsx).
    const age = await screen.findByRole('dialog', { name: 'Non-Gambling Territories' });
    expect(age.textContent).toContain('18');
    await ui.click(within(age).getByRole('button', { name: 'Exit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await ui.click(screen.getByTestId('header-login-button'));
    await ui.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    expect(screen.getByTestId('login-username')).toBeTruthy();
    await ui.keyboard('{Escape}');
    expect(screen.queryByTestId('login-modal')).toBeNull();
  });

  it('desktop header inputs sign in after the age check', async () => {
    setViewportWidth(1280);
    mockFetch(
      fakeServer({
        'POST /api/auth/signin': () =>
          json({
            status: true,
            message: 'ok',
            userToken: 'tok_2',
            user: { ...brandUser(), role: { name: 'User' } },
          }),
      }),
    );
    const { store } = renderApp('/');
    const ui = userEvent.setup();
    await ui.click(await screen.findByTestId('header-login-button'));
    expect(await screen.findByText('Please enter username.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await ui.type(screen.getByTestId('header-username'), 'alice');
    await ui.type(screen.getByTestId('header-password'), 'secret');
    await ui.click(screen.getByTestId('header-login-button'));
    await ui.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Login successfull!');
    expect(store.getState().auth.accessToken).toBe('tok_2');
    expect(await screen.findByTestId('account-bar')).toBeTruthy();
  });
});

function brandUser() {
  return signedIn().auth!.userDetails!;
}
