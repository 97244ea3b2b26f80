import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AreaLayout, type AreaNavItem } from '../../components/AreaLayout';
import { json, mockFetch, renderRoutes, storeSession } from '../../test/render';
import { DRIVER_USER } from '../../test/fixtures';
import { Navbar } from './Navbar';

const ITEMS: readonly AreaNavItem[] = [
  { to: '/driver/dashboard', label: 'Dashboard', icon: 'compass' },
  { to: '/driver/bookings', label: 'My Schedule', icon: 'calendar' },
];

function setup(start: string, onLogout = vi.fn()) {
  mockFetch(() => json([]));
  storeSession(DRIVER_USER);
  const utils = renderRoutes(
    [
      {
        element: (
          <>
            <Navbar />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>Home page</p> },
          {
            path: '/driver',
            element: <AreaLayout title="Driver" items={ITEMS} onLogout={onLogout} />,
            children: [
              { path: 'dashboard', element: <p>Driver dashboard</p> },
              { path: 'bookings', element: <p>Driver schedule</p> },
            ],
          },
        ],
      },
    ],
    start,
  );
  return { ...utils, onLogout };
}

describe('the menu on a phone inside a staff area', () => {
  it('is one button: the area has no toggle of its own, and the site menu lists the area’s pages first', async () => {
    const user = userEvent.setup();
    setup('/driver/dashboard');
    await screen.findByText('Driver dashboard');
    expect(screen.getAllByRole('button', { name: /menu/i }).map((b) => b.textContent)).toEqual(['Open menu']);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById('mobile-menu')!;
    const area = within(panel).getByRole('navigation', { name: 'Driver' });
    expect(within(area).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'My Schedule']);
    expect(within(panel).getAllByRole('link')[0]).toHaveTextContent('Dashboard');
    await user.click(within(area).getByRole('link', { name: 'My Schedule' }));
    expect(await screen.findByText('Driver schedule')).toBeInTheDocument();
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('signs out through the area’s own Logout (which leaves the guarded area first)', async () => {
    const user = userEvent.setup();
    const { onLogout } = setup('/driver/dashboard');
    await screen.findByText('Driver dashboard');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(document.getElementById('mobile-menu')!).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('lists no area pages outside the areas, nor once the area is left', async () => {
    const user = userEvent.setup();
    const { router } = setup('/driver/dashboard');
    await screen.findByText('Driver dashboard');
    await router.navigate('/');
    await screen.findByText('Home page');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(document.getElementById('mobile-menu')!).queryByRole('navigation', { name: 'Driver' })).toBeNull();
  });

  it('offers the language switcher once: in the area’s sidebar rather than the bar, and in the phone menu', async () => {
    const user = userEvent.setup();
    const { router } = setup('/driver/dashboard');
    await screen.findByText('Driver dashboard');
    expect(screen.getAllByRole('combobox', { name: 'Language' })).toHaveLength(1);
    expect(within(screen.getByRole('banner')).queryByRole('combobox', { name: 'Language' })).toBeNull();
    await router.navigate('/');
    await screen.findByText('Home page');
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(document.getElementById('mobile-menu')!).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('gives a driver his own items, never a tourist’s (issue 26)', async () => {
    const user = userEvent.setup();
    const { router } = setup('/driver/dashboard');
    await screen.findByText('Driver dashboard');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const inArea = within(document.getElementById('mobile-menu')!).getAllByRole('link').map((l) => l.textContent);
    expect(inArea).toEqual(['Dashboard', 'My Schedule', 'Contact', 'Sunil Perera']);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await router.navigate('/');
    await screen.findByText('Home page');
    const bar = within(screen.getByRole('navigation', { name: 'Main' }));
    for (const name of ['My Trips', 'My Schedule', 'My Profile', 'Contact']) expect(bar.getAllByRole('link', { name })[0]).toBeInTheDocument();
    for (const name of ['Vehicles', 'My Bookings', 'Home', 'Driver']) expect(bar.queryByRole('link', { name })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = within(document.getElementById('mobile-menu')!);
    expect(panel.getAllByRole('link').map((l) => l.textContent).slice(0, 4)).toEqual(['My Trips', 'My Schedule', 'My Profile', 'Contact']);
    expect(panel.queryByRole('link', { name: 'My Bookings' })).toBeNull();
  });
});
