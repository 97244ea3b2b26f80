/**
 * The chat module's face (docs/architecture/modules.md): the only file other modules import (the
 * app registers its HTTP routes from routes.ts). Owns `chat_settings` (migration 038: the office's
 * WhatsApp number); answers a booking's WhatsApp links from the bookings face (decision 108).
 * Offers nothing to other modules yet.
 */
export {};
