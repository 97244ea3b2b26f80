import { expect, test, type Page } from './test';
import { DEMO, WIDTHS, expectNoSeriousA11yViolations, futureDate, logIn, saveScreenshot, tripQuery, vehicleByModel } from './helpers';

/**
 * Every page at a phone and a desktop width: zero serious or critical axe-core violations, no
 * Content-Security-Policy violation, and a full-page screenshot in e2e/screenshots/ for a human
 * to look at.
 */
async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, `${name} at ${page.viewportSize()?.width}px`);
  await saveScreenshot(page, name);
}

/** The server's Content-Security-Policy forbids inline scripts; any violation shows in the console. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

const searchTrip = () =>
  tripQuery({ pickupPoint: 'Colombo', returnPoint: 'Kandy', pickupDate: futureDate(45), pickupTime: '08:00', returnDate: futureDate(48), returnTime: '18:00' });

/** Public pages: how to reach each state, then check and shoot it. */
const PUBLIC_PAGES: { name: string; visit: (page: Page, width: number) => Promise<void> }[] = [
  {
    name: 'home',
    visit: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'home-search-errors',
    visit: async (page) => {
      await page.goto('/');
      // The rendered page shows before its code runs (decision 103): the form's own checks come with the app.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Search vehicles' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: 'nav-menu-open',
    visit: async (page, width) => {
      await page.goto('/');
      if (width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('button', { name: 'Vehicles' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Vehicles' }).click();
      }
      await expect(page.getByRole('link', { name: 'Scooters' }).first()).toBeVisible();
    },
  },
  {
    name: 'available-vehicles',
    visit: async (page) => {
      await page.goto(`/available-vehicles?${searchTrip()}&vehicleType=Any%20Vehicle`);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'available-vehicles-suvs',
    visit: async (page) => {
      await page.goto('/available-vehicles?vehicleType=SUV');
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'vehicle-detail',
    visit: async (page) => {
      const vehicle = await vehicleByModel(page, 'Land Cruiser Prado');
      await page.goto(`/vehicles/${vehicle._id}?${searchTrip()}`);
      await page.getByRole('region', { name: 'Availability' }).scrollIntoViewIfNeeded(); // its code loads on approach
      await expect(page.getByTestId('availability-calendar')).toBeVisible();
    },
  },
  {
    name: 'login',
    visit: async (page) => {
      await page.goto('/login');
    },
  },
  {
    name: 'register',
    visit: async (page) => {
      await page.goto('/register');
    },
  },
  {
    name: 'register-details-driver',
    visit: async (page) => {
      await page.goto('/register');
      await page.getByRole('button', { name: /Driver/ }).click();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: 'contact',
    visit: async (page) => {
      await page.goto('/contact');
    },
  },
  {
    name: 'forgot-password',
    visit: async (page) => {
      await page.goto('/forgot-password');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: 'reset-password',
    visit: async (page) => {
      await page.goto('/reset-password?token=made-up');
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    },
  },
  {
    name: 'not-found',
    visit: async (page) => {
      await page.goto('/this-page-does-not-exist');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  },
];

for (const width of WIDTHS) {
  for (const { name, visit } of PUBLIC_PAGES) {
    test(`${name} at ${width}px`, async ({ page }) => {
      const csp = watchCsp(page);
      await page.setViewportSize({ width, height: 900 });
      await visit(page, width);
      await check(page, name);
      expect(csp).toEqual([]);
    });
  }

  test(`signed-in pages at ${width}px`, async ({ page }) => {
    test.setTimeout(120_000);
    const csp = watchCsp(page);
    await page.setViewportSize({ width, height: 900 });
    const vehicle = await vehicleByModel(page, 'Ray ZR');
    // Each width books its own dates, so the two runs never collide.
    const offset = width < 1024 ? 50 : 55;
    const trip = tripQuery({ pickupPoint: 'Galle', returnPoint: 'Galle', pickupDate: futureDate(offset), pickupTime: '09:00', returnDate: futureDate(offset + 2), returnTime: '09:00' });

    await page.goto('/login');
    await logIn(page, DEMO.tourist.email, DEMO.tourist.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/book-vehicle/${vehicle._id}?${trip}`);
    await expect(page.getByTestId('estimated-total')).not.toHaveText('$0.00');
    await check(page, 'book-vehicle');

    await page.getByRole('radio', { name: /Self drive/ }).check();
    await page.getByRole('button', { name: 'Review booking' }).click();
    await expect(page.getByRole('heading', { name: 'Review and confirm' })).toBeVisible();
    await check(page, 'booking-confirmation');

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByTestId('booking-reference')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `booking success at ${width}px`);
    await saveScreenshot(page, 'booking-success');

    await page.goto('/manage-bookings');
    await expect(page.getByRole('article').first()).toBeVisible();
    await check(page, 'my-bookings');

    await page.goto('/account');
    await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Email')).toHaveValue(DEMO.tourist.email);
    await check(page, 'account');
    expect(csp).toEqual([]);
  });
}

test('no page scrolls sideways on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const vehicle = await vehicleByModel(page, 'HiAce KDH');
  const trip = searchTrip();
  const pages = ['/', `/available-vehicles?${trip}&vehicleType=Any%20Vehicle`, `/vehicles/${vehicle._id}?${trip}`, '/login', '/register', '/contact', '/forgot-password', '/reset-password?token=x', '/no-such-page'];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, `horizontal overflow on ${path}`).toBeLessThanOrEqual(clientWidth);
  }
});
