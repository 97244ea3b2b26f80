/**
 * The users module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `users` and `password_reset_tokens` tables: every account (tourist, driver, staff) is
 * created and changed through here, drivers' fields included.
 */
export type { UserRow, NewUser, DriverFieldsWrite, DriverProfileWrite } from './repo';

/** Queries. */
export {
  findUserById,
  findUserForLogin,
  listUsers,
  toUserDto,
  lockUserForShare,
  hasLiveAdmin,
  findAdminsAndAccounts,
  findAvailableDrivers,
  lockDriver,
  listDriverLanguageCodes,
  listLiveDrivers,
  licenceExpiriesOf,
  type PasswordCandidate,
} from './repo';
export { appLinks, type AppLinks } from './links';

/** Commands: accounts are created only here. */
export {
  insertUser as createAccount,
  insertUserIfAddressFree as createAccountIfAddressFree,
  addEmailIfNone,
  updatePreferredLanguage as setPreferredLanguage,
  setPassword,
  updateDriver as updateDriverFields,
  updateDriverProfile,
  verifyDriverLicence,
  softDeleteUser,
} from './repo';
export { sendAccountSetupLink } from './account-requests-service';
/** Reaction (outbox): resolves a queued account request (decision 074). */
export { resolveQueuedRequest } from './account-requests-service';
