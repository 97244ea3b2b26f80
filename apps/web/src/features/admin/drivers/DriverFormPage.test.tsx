import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, bodyOf, driver } from '../../../test/fixtures';
import { DriverFormPage } from './DriverFormPage';
import { DriversPage } from './DriversPage';
import '../../../test/patience';

const D = MESSAGES.driverForm;

function setup(path: string) {
  storeSession(ADMIN_USER);
  return renderRoutes(
    [
      { path: '/admin/drivers', element: <DriversPage /> },
      { path: '/admin/drivers/new', element: <DriverFormPage /> },
      { path: '/admin/drivers/edit/:id', element: <DriverFormPage /> },
    ],
    path,
  );
}

describe('the admin driver form, new driver', () => {
  it('shows the spec’s messages once each on an empty submit', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json([]));
    setup('/admin/drivers/new');
    expect(screen.queryByLabelText(/Confirm new password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create driver' }));
    for (const message of [D.usernameEmailRequired, D.passwordRequiredForNew, D.licenseRequired]) {
      expect(await screen.findAllByText(message)).toHaveLength(1);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs a password of at least 6 characters', async () => {
    const user = userEvent.setup();
    mockFetch(() => json([]));
    setup('/admin/drivers/new');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Create driver' }));
    expect(await screen.findByText(D.passwordTooShort)).toBeInTheDocument();
  });

  it('creates a driver: languages chosen from the list, sent as codes; the spec’s success message', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((_url, init) =>
      init.method === 'POST' ? json(driver({ _id: 'd9', username: 'Ruwan' }), 201) : json({ items: [driver({ _id: 'd9', username: 'Ruwan' })], nextCursor: null }),
    );
    setup('/admin/drivers/new');
    await user.type(screen.getByLabelText(/Username/), 'Ruwan');
    await user.type(screen.getByLabelText(/Email/), 'Ruwan@LankaRide.lk');
    await user.type(screen.getByLabelText(/Phone/), '+94 77 000 0000');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/License number/), 'B999');
    await user.type(screen.getByLabelText(/License expiry/), '2030-01-31');
    await user.clear(screen.getByLabelText(/Experience/));
    await user.type(screen.getByLabelText(/Experience/), '4');
    for (const name of ['English', 'Sinhala', 'German']) await user.click(within(screen.getByRole('group', { name: /Languages/ })).getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Create driver' }));
    expect(await screen.findByText(MESSAGES.admin.driverCreated)).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(bodyOf(post[1])).toEqual({
      username: 'Ruwan',
      email: 'ruwan@lankaride.lk',
      phone: '+94 77 000 0000',
      password: 'secret1',
      licenseNumber: 'B999',
      licenseExpiry: '2030-01-31',
      experienceYears: 4,
      languages: ['en', 'si', 'de'],
      // Decision 102: the profile for travellers and the tourist-board licence, left empty.
      introduction: '',
      introductionLanguage: null,
      introductionTranslations: {},
      regions: [],
      touristLicense: null,
    });
  });
});

describe('the admin driver form, editing', () => {
  function editing() {
    return mockFetch((url, init) => {
      if (init.method === 'PUT') return json(driver());
      if (url.pathname === '/api/admin/drivers/d1') return json(driver());
      return json({ items: [driver()], nextCursor: null });
    });
  }

  it('keeps the password when it is left blank', async () => {
    const user = userEvent.setup();
    const fetch = editing();
    setup('/admin/drivers/edit/d1');
    const languages = await screen.findByRole('group', { name: /Languages/ });
    expect(within(languages).getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('value'))).toEqual(['si', 'en', 'de']);
    await user.click(screen.getByRole('button', { name: 'Update driver' }));
    expect(await screen.findByText(MESSAGES.admin.driverUpdated)).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(bodyOf(put[1])).toMatchObject({ password: '', licenseNumber: 'B1234567', languages: ['en', 'si', 'de'] });
  });

  it('needs a changed password to match its confirmation', async () => {
    const user = userEvent.setup();
    const fetch = editing();
    setup('/admin/drivers/edit/d1');
    await user.type(await screen.findByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Update driver' }));
    expect(await screen.findByText(D.passwordsDoNotMatch)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Update driver' }));
    expect(await screen.findByText(MESSAGES.admin.driverUpdated)).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(bodyOf(put[1])).toMatchObject({ password: 'newpass1' });
    expect(bodyOf(put[1])).not.toHaveProperty('confirmPassword');
  });

  it('still needs a licence number', async () => {
    const user = userEvent.setup();
    editing();
    setup('/admin/drivers/edit/d1');
    await user.clear(await screen.findByLabelText(/License number/));
    await user.click(screen.getByRole('button', { name: 'Update driver' }));
    expect(await screen.findByText(D.licenseRequired)).toBeInTheDocument();
  });
});

describe('the admin driver list', () => {
  it('asks to check active bookings before deleting, and reports a refusal', async () => {
    const user = userEvent.setup();
    mockFetch((_url, init) =>
      init.method === 'DELETE' ? json({ error: MESSAGES.api.driverHasActiveBookings }, 409, 'Conflict') : json({ items: [driver()], nextCursor: null }),
    );
    setup('/admin/drivers');
    const row = (await screen.findByText('Sunil Perera')).closest('tr')!;
    expect(within(row).getByText('German')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete Sunil Perera' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(MESSAGES.admin.confirmDriverDelete);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete driver' }));
    expect(await screen.findByText(MESSAGES.admin.deleteFailed(MESSAGES.api.driverHasActiveBookings))).toBeInTheDocument();
  });

  it('deletes a free driver and says so', async () => {
    const user = userEvent.setup();
    let deleted = false;
    mockFetch((_url, init) => {
      if (init.method === 'DELETE') {
        deleted = true;
        return json({ message: MESSAGES.api.driverDeleted });
      }
      return json({ items: deleted ? [] : [driver()], nextCursor: null });
    });
    setup('/admin/drivers');
    await user.click(await screen.findByRole('button', { name: 'Delete Sunil Perera' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete driver' }));
    expect(await screen.findByText(MESSAGES.api.driverDeleted)).toBeInTheDocument();
    expect(await screen.findByText('No drivers yet.')).toBeInTheDocument();
  });
});

describe('the admin driver form, photo', () => {
  const photo = { _id: 'p1', url: '/media/p1/640-abcdefgh.webp', srcset: '/media/p1/320-abcdefgh.webp 320w, /media/p1/640-abcdefgh.webp 640w', width: 640, height: 640, alt: '', altTranslations: {}, placeholder: 'data:image/webp;base64,AA' };

  it('shows initials, uploads a file as multipart and shows it, then removes it', async () => {
    const user = userEvent.setup();
    let current: typeof photo | null = null;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/drivers/d1/photo') {
        current = init.method === 'POST' ? photo : null;
        return json({ photo: current });
      }
      if (url.pathname === '/api/drivers/d1/profile') return json({ photo: current });
      return json(driver({ _id: 'd1', username: 'Sunil Perera' }));
    });
    setup('/admin/drivers/edit/d1');
    const panel = await screen.findByTestId('driver-photo');
    expect(await within(panel).findByText('SP')).toBeInTheDocument();
    await user.upload(within(panel).getByLabelText('Upload photo'), new File(['jpeg bytes'], 'face.jpg', { type: 'image/jpeg' }));
    const img = await within(panel).findByRole('img', { name: /Sunil Perera/ });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('srcset', photo.srcset);
    const sent = fetch.mock.calls.find(([input, init]) => String(input).endsWith('/api/admin/drivers/d1/photo') && init?.method === 'POST');
    expect(sent?.[1]?.body).toBeInstanceOf(FormData);
    expect((sent?.[1]?.body as FormData).get('photo')).toBeInstanceOf(File);
    await user.click(within(panel).getByRole('button', { name: 'Remove photo' }));
    expect(await within(panel).findByText('SP')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input, init]) => String(input).endsWith('/api/admin/drivers/d1/photo') && init?.method === 'DELETE')).toBe(true);
  });
});
