import { DEFAULT_PRICING_POLICY, addDays, colomboToday, quoteTrip, toColomboIso } from '@app/shared';
import type { Database, Queryable } from '../db/database';
import { claimOnce } from '../db/meta';
import { hashPassword } from '../lib/passwords';
import { createAccount, findAdminsAndAccounts, hasLiveAdmin, listLiveDrivers, updateDriverProfile, verifyDriverLicence } from '../modules/users';
import { photoOfDriver, storeDriverPhoto } from '../modules/drivers';
import { insertVehicle, listVehicles, setVehiclePhotos } from '../modules/vehicles/repo';
import { addPhoto, databaseStore, photosOf } from '../modules/media';
import { demoPhotosOf, demoPortraitOf } from './demo-photos';
import { insertBooking, setSeededBookingState } from '../modules/bookings/repo';
import { insertTours } from '../modules/tours';
import { DEMO_BOOKINGS, DEMO_DRIVERS, DEMO_DRIVER_PROFILES, DEMO_PASSWORDS, DEMO_TOURIST, DEMO_TOURS, DEMO_VEHICLES } from './demo-data';

export interface SeedResult {
  adminCreated: boolean;
  demoSeeded: boolean;
}

/**
 * First start on an empty database: the admin account, then (unless disabled) the demo data.
 * Each step is claimed in app_meta inside its own transaction, so it never runs twice.
 */
export async function seed(db: Database, opts: { adminEmail: string; adminPassword: string; demo: boolean }): Promise<SeedResult> {
  const adminCreated = await db.transaction(async (tx) => {
    if (!(await claimOnce(tx, 'admin_created'))) return false;
    if (await hasLiveAdmin(tx)) return false;
    await createAccount(tx, {
      username: 'Admin',
      email: opts.adminEmail,
      passwordHash: await hashPassword(opts.adminPassword),
      role: 'admin',
      phone: '+94 11 234 5678',
      licenseNumber: null,
      licenseExpiry: null,
      experienceYears: 0,
      languages: [],
    });
    return true;
  });

  if (!opts.demo) return { adminCreated, demoSeeded: false };
  const demoSeeded = await db.transaction(async (tx) => {
    if (!(await claimOnce(tx, 'demo_seeded'))) return false;
    await seedDemo(tx);
    return true;
  });
  await seedDemoTours(db);
  return { adminCreated, demoSeeded };
}

/**
 * The demo's tour templates (decision 110), claimed on their own: a database seeded before tours
 * existed gets them on its next start. Written through the tours module, which checks each day's
 * driving against the roads.
 */
async function seedDemoTours(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimOnce(tx, 'demo_tours_seeded'))) return;
    const admin = (await findAdminsAndAccounts(tx, [])).find((account) => account.role === 'admin');
    await insertTours(tx, DEMO_TOURS, admin?.id ?? null);
  });
}

async function seedDemo(tx: Queryable): Promise<void> {
  const vehicles = [];
  for (const v of DEMO_VEHICLES) vehicles.push(await insertVehicle(tx, v));

  const driverHash = await hashPassword(DEMO_PASSWORDS.driver);
  const drivers = [];
  for (const d of DEMO_DRIVERS) {
    drivers.push(await createAccount(tx, { ...d, passwordHash: driverHash, role: 'driver' }));
  }
  // Their profiles for travellers, the licences the office verified (decision 102).
  const admin = (await findAdminsAndAccounts(tx, [])).find((account) => account.role === 'admin');
  for (const [i, profile] of DEMO_DRIVER_PROFILES.entries()) {
    const { verified, ...fields } = profile;
    await updateDriverProfile(tx, drivers[i]!.id, { ...fields, regions: [...fields.regions], clear: { driving: false, touristBoard: false } });
    if (!verified || !admin) continue;
    await verifyDriverLicence(tx, drivers[i]!.id, 'driving', admin.id);
    if (fields.touristLicense) await verifyDriverLicence(tx, drivers[i]!.id, 'touristBoard', admin.id);
  }
  const tourist = await createAccount(tx, {
    ...DEMO_TOURIST,
    passwordHash: await hashPassword(DEMO_PASSWORDS.tourist),
    role: 'tourist',
    licenseNumber: null,
    licenseExpiry: null,
    experienceYears: 0,
    languages: [],
  });

  const today = colomboToday();
  for (const b of DEMO_BOOKINGS) {
    const vehicle = vehicles[b.vehicle]!;
    const pickupDate = addDays(today, b.startInDays);
    const returnDate = addDays(pickupDate, b.days);
    const policy = DEFAULT_PRICING_POLICY;
    const quote = quoteTrip({ pickupDate, pickupTime: '09:00', returnDate, returnTime: '09:00', perDay: vehicle.pricingDetails.perDay, driverOption: b.driverOption }, policy);
    const id = await insertBooking(tx, {
      userId: tourist.id,
      vehicleId: vehicle._id,
      vehicleBrand: vehicle.brand,
      vehicleModel: vehicle.model,
      name: tourist.username,
      email: tourist.email,
      phone: tourist.phone,
      pickupAt: toColomboIso(pickupDate, '09:00'),
      returnAt: toColomboIso(returnDate, '09:00'),
      pickupPoint: b.pickupPoint,
      returnPoint: b.returnPoint,
      numTourists: b.numTourists,
      driverOption: b.driverOption,
      specialRequests: b.specialRequests,
      preferredLanguages: b.preferredLanguages ?? [],
      totalPrice: quote.total,
      terms: { policy, quote },
    });
    const driverId = b.driver === null ? null : drivers[b.driver]!.id;
    await setSeededBookingState(tx, { id, status: b.status, driverId, actorId: tourist.id });
  }
}

/**
 * The demo fleet's photos (decision 099), once, after the server listens: committed WebP files
 * (make-demo-photos.ts) copied into the database, each demo vehicle still without photos getting
 * its own, and each demo driver its portrait. Apart from the seed because PGlite takes a second or two to take 1.7 MB in (its
 * parameters cross into WebAssembly slowly), and a first start must answer at once; until then the
 * demo vehicles show their drawings. Answers how many vehicles and drivers got photos.
 */
export async function seedDemoPhotos(db: Database): Promise<number> {
  if (!(await db.transaction((tx) => claimOnce(tx, 'demo_photos_seeded')))) return 0;
  const byDrawing = new Map(DEMO_VEHICLES.map((v) => [v.image, v.image.replace(/^.*\//, '').replace(/\.svg$/, '')]));
  let done = 0;
  for (const listed of await listVehicles(db)) {
    const vehicle = listed.item;
    const drawing = byDrawing.get(vehicle.image);
    if (!drawing || vehicle.photos.length > 0) continue;
    const photos = demoPhotosOf(drawing);
    if (photos.length === 0) continue;
    // One vehicle a transaction: the server goes on answering between them.
    await db.transaction(async (tx) => {
      const owner = { kind: 'vehicle' as const, id: vehicle._id };
      for (const photo of photos) await addPhoto(tx, owner, photo.prepared, photo.alt, databaseStore);
      await setVehiclePhotos(tx, owner.id, await photosOf(tx, owner));
    });
    done++;
  }
  // The demo drivers' portraits (make-demo-portraits.ts), each still without a photo getting its own.
  for (const driver of await listLiveDrivers(db)) {
    const portrait = driver.email ? demoPortraitOf(driver.email) : null;
    if (!portrait || (await photoOfDriver(db, driver.id))) continue;
    await storeDriverPhoto(db, driver.id, portrait, databaseStore);
    done++;
  }
  return done;
}
