import type { Config } from './config';
import type { Database } from './db/database';
import type { TokenService } from './lib/tokens';
import type { LinkSigner } from './lib/signed-links';
import type { Guard } from './plugins/auth';
import type { EventBus } from './modules/events';
import type { AvailabilityIndex } from './modules/vehicles';
import type { MediaStore } from './modules/media';

/** What every route module receives. */
export interface AppDeps {
  db: Database;
  tokens: TokenService;
  config: Config;
  guard: Guard;
  /** Now, in epoch ms: the time rules of bookings and trips read it (tests set it). */
  clock: () => number;
  /** The domain events: modules publish what they changed, in its transaction; reactions are wired in reactions.ts. */
  events: EventBus;
  /** The in-memory availability index, when SEARCH_INDEX=memory (searches fall back to SQL while it is not ready). */
  availability?: AvailabilityIndex;
  /** Where photos' bytes live (decision 099): the database unless another store is configured. */
  mediaStore: MediaStore;
  /** Signs the short-lived addresses of private files (a tourist's documents: decision 107). */
  documentLinks: LinkSigner;
}
