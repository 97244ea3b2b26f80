import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import pino from 'pino';
import { serializeJson } from './lib/json';
import { loggedUrl, safeErrorSerializer } from './lib/log-safety';
import { isReachable, type Database } from './db/database';
import { createTokenService, type TokenService } from './lib/tokens';
import { createLinkSigner } from './lib/signed-links';
import { createGuard } from './plugins/auth';
import { answerClientError, errorBody, registerErrorHandling } from './plugins/errors';
import { serverTimeouts } from './lib/server-timeouts';
import { registerWeb } from './plugins/web';
import { LIMITS, MESSAGES, availableVehiclesPath, filteredQueryFrom } from '@app/shared';
import { GALLERY_SIZES } from '@app/shared/media';
// The page trees' sentences get their codes (bindCatalog): the admin's and the vehicle facts' refusals are among them.
import '@app/shared/page-messages';
import type { AppDeps } from './deps';
// The modules' faces, and each module's HTTP routes (only the app imports a routes file: decision 088).
import { AvailabilityIndex, publicVehicle } from './modules/vehicles';
import { PublicPages } from './modules/public-pages';
import { checkoutUrl } from './modules/money';
import { databaseStore } from './modules/media';
import { domainEvents } from './reactions';
import type { EventBus } from './modules/events';
import { sweepPendingDeposits, type SweepResult } from './modules/bookings';
import { userRoutes } from './modules/users/routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { outOfServiceRoutes } from './modules/vehicles/out-of-service-routes';
import { bookingRoutes } from './modules/bookings/routes';
import { dateChangeRoutes } from './modules/date-changes/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { driverRoutes } from './modules/drivers/routes';
import { moneyRoutes } from './modules/money/routes';
import { pricingRoutes } from './modules/pricing/routes';
import { receiptRoutes } from './modules/money/receipt-routes';
import { financeRoutes } from './modules/finance/routes';
import { addOnRoutes } from './modules/add-ons/routes';
import { contactRoutes } from './modules/contact/routes';
import { timelineRoutes } from './modules/timeline/routes';
import { outboxRoutes } from './modules/notifications/routes';
import { pageRoutes } from './modules/pages/routes';
import { publicPageRoutes } from './modules/public-pages/routes';
import { mediaRoutes } from './modules/media/routes';
import { placeRoutes } from './modules/places/routes';
import { tourRoutes } from './modules/tours/routes';
import { transferRoutes } from './modules/transfers/routes';
import { documentRoutes } from './modules/documents/routes';
import { handoverRoutes } from './modules/handovers/routes';
import { remindMissingDocuments } from './modules/documents';
import { forgetWhatIsNoLongerKept, type RetentionResult } from './modules/retention';
import { bookingMailLinks } from './modules/notifications';
import { calendarRoutes } from './modules/calendar/routes';
import { chatRoutes } from './modules/chat/routes';
import { LiveHub } from './modules/live';
import { liveRoutes } from './modules/live/routes';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerPublicPictures } from './plugins/public-pictures';
import { AFTER_PAINT_LOADER_CSP } from './plugins/after-paint';

export interface BuildOptions {
  db: Database;
  config: Config;
  /** The JWT secret in force (from JWT_SECRET or DATA_DIR). */
  jwtSecret: string;
  /** false: no logs; a stream: JSON log lines go there (tests read them); default: stdout. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Now, in epoch ms; default Date.now. Tests move it to run trips at their booked times. */
  clock?: () => number;
  /**
   * The search index begins loading once the server listens (the server's entry) rather than when
   * the app is ready (tests that only inject): on PGlite the load's queries run on this thread.
   */
  loadIndexAfterListen?: boolean;
}

/** Shutdown bookkeeping: draining, and how busy the server is, so a drain knows when it is done. */
export interface Lifecycle {
  draining: boolean;
  /** Begins draining: sets `draining` and ends what would hold the drain open (the live streams). */
  drain(): void;
  inFlight: number;
  lastRequestAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks tokens; tests use it to mint tokens of their own. */
    tokens: TokenService;
    /** Set when shutdown begins: /api/ready answers 503 and answers close their connections. */
    lifecycle: Lifecycle;
    /** Every route as registered, one entry per method; tests derive their fuzz and access matrices from it. */
    routeTable: { method: string; url: string }[];
    /** With SEARCH_INDEX=memory: resolves once the availability index answers searches (true) or its first load failed (false). */
    availabilityLoaded?: Promise<boolean>;
    /**
     * Expires overdue unpaid pending bookings and queues due deposit reminders as of `now` (the
     * app's clock by default); the freed vehicles are in this process's search index when it
     * resolves. The server calls it every PENDING_SWEEP_MS; tests call it with their clock.
     */
    sweepPendingDeposits(now?: number): Promise<SweepResult>;
    /** Queues the reminders of missing documents due as of `now` (default: the app's clock); answers how many. */
    remindMissingDocuments(now?: number): Promise<number>;
    /** Forgets what is no longer kept as of `now` (default: the app's clock). */
    sweepRetention(now?: number): Promise<RetentionResult>;
    /** The domain events this app publishes (decision 092): its reactions are wired in reactions.ts; tests subscribe more. */
    events: EventBus;
  }
}

/** The whole server without listening: tests call inject() or listen on port 0. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : {
      level: config.logLevel,
      ...(typeof opts.logger === 'object' ? { stream: opts.logger.stream } : {}),
      // Request lines carry method, path and request id only: never headers or bodies.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: loggedUrl(req.url), remoteAddress: req.ip }),
        err: safeErrorSerializer(pino.stdSerializers.err),
      },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.authorization', '*.passwordHash', '*.password_hash'],
        censor: '[redacted]',
      },
    },
    bodyLimit: config.bodyLimit,
    // A request must arrive within REQUEST_TIMEOUT_MS, headers and body (decision 072); every
    // server of this app is built here (npm start, cluster workers, tests that listen).
    ...serverTimeouts(config.requestTimeoutMs),
    clientErrorHandler: answerClientError,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Clients may send `/api/x/` or `/api/x`; both mean the same route.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Graceful shutdown: requests already on their way are served (not 503'd), and each answer
    // given while closing ends its connection, so close() completes as soon as they are done.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  // No link of this app comes near this length; a longer URL is refused before any work is done.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > LIMITS.requestUrl) return reply.code(414).send(errorBody(414, MESSAGES.api.uriTooLong));
  });
  const drainListeners: (() => void)[] = [];
  const lifecycle: Lifecycle = {
    draining: false,
    inFlight: 0,
    lastRequestAt: 0,
    drain() {
      if (this.draining) return;
      this.draining = true;
      for (const listener of drainListeners) listener();
    },
  };
  app.decorate('lifecycle', lifecycle);
  // A request counts until its answer is sent, or until its connection is gone without one (a
  // client that left, a request cut off by REQUEST_TIMEOUT_MS); else a drain would wait for it to
  // the end of its grace. Once, whichever comes first.
  const counted = new WeakSet<object>();
  app.addHook('onRequest', async (request) => {
    counted.add(request.raw);
    lifecycle.inFlight++;
    lifecycle.lastRequestAt = Date.now();
  });
  const finished = async (request: { raw: object }) => {
    if (counted.delete(request.raw)) lifecycle.inFlight--;
  };
  app.addHook('onResponse', finished);
  app.addHook('onRequestAbort', finished);
  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);
  app.addHook('preClose', async () => {
    lifecycle.drain();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });

  const tokens = createTokenService(opts.jwtSecret, config.jwtTtl);
  const deps: AppDeps = { db, config, tokens, guard: createGuard(db, tokens), clock: opts.clock ?? Date.now, events: domainEvents(config), mediaStore: databaseStore, documentLinks: createLinkSigner(opts.jwtSecret, 'booking-documents') };
  if (config.searchIndex === 'memory') {
    // Loads in the background: until it answers, searches go to SQL (the same answers), and the
    // server answers from its first second (a target: decision 067).
    // The load begins once the server listens (or, injected only, is ready): on PGlite its queries
    // run on this thread, and the first answer is a target (issue 28: within 2 s of starting).
    let begin!: () => void;
    const whenReady = new Promise<void>((resolve) => (begin = resolve));
    if (opts.loadIndexAfterListen) app.addHook('onListen', async () => begin());
    else app.addHook('onReady', async () => begin());
    const index = AvailabilityIndex.start(
      db,
      (error) => app.log.warn({ err: error }, 'availability index not loaded or lost its connection; searching in SQL until it reloads'),
      whenReady,
    );
    deps.availability = index;
    app.decorate('availabilityLoaded', index.loaded);
    app.addHook('onClose', async () => index.close());
    // Read your own writes: a change answered by this process is in its index before the
    // answer leaves, so the next search from the same client sees it.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') await index.barrier();
      return payload;
    });
  }

  app.decorate('events', deps.events);
  app.decorate('sweepPendingDeposits', async (now?: number) => {
    const result = await sweepPendingDeposits(db, { now: now ?? deps.clock(), events: deps.events });
    if (result.expired > 0) await deps.availability?.barrier();
    return result;
  });
  // The reminder of missing documents before a self-drive pickup (decision 107), run by the same sweeper.
  app.decorate('remindMissingDocuments', (now?: number) => remindMissingDocuments(db, { now: now ?? deps.clock(), mailLinks: bookingMailLinks(config.publicUrl) }));
  // The privacy page's keeping times (decision 104) and the documents' (decision 107), as of the app's clock.
  app.decorate('sweepRetention', (now?: number) =>
    forgetWhatIsNoLongerKept(db, now ?? deps.clock(), { mediaStore: deps.mediaStore, documentDaysAfterTrip: config.documentRetentionDays }),
  );

  // JSON is the only body the API reads; text/plain would otherwise reach validation as a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; bodies are built by typed mappers, so plain JSON is enough
  // (with the JSON of often-answered values made once: lib/json).
  app.setSerializerCompiler(() => serializeJson);
  registerErrorHandling(app);
  // Pictures on this site are answered as absolute URLs, for front ends on other origins (decision 076).
  registerPublicPictures(app, config.publicUrl);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'self', and the one inline script of server-rendered pages (plugins/after-paint.ts).
        scriptSrc: ["'self'", AFTER_PAINT_LOADER_CSP],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Vehicle pictures may live on another origin's https CDN (the admin enters the URL).
        // Our own pictures are answered under PUBLIC_URL (decision 076), which may be plain http.
        imgSrc: ["'self'", ...originOf(config.publicUrl), 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // PayHere's checkout is a form the tourist's browser posts to PayHere (when it is set up).
        formAction: ["'self'", ...(config.payhere ? [new URL(checkoutUrl(config.payhere)).origin] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The shipped pictures are public and answered as absolute URLs under PUBLIC_URL (decision
    // 076): a page opened under another name of the same server (127.0.0.1 for localhost) must
    // still show them, so they may be embedded across origins whether or not CORS_ORIGINS is set.
  }, ['/images/', '/media/']);
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
  // Counters live in Redis when REDIS_URL is set, so every API process shares one limit.
  // Loaded only when configured: the client alone is some 25 MB of an idle process.
  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable; rate limits skipped'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: config.rateLimits.namespace, skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode, error: MESSAGES.validation.tooManyRequestsIn(ctx.after) }),
  });
  await app.register(compress, { threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      info: { title: 'LankaRide API', description: 'Vehicle rental and tour drivers in Sri Lanka', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs' own policy, held to the app's: never framed, and no upgrade of plain-HTTP requests.
    transformStaticCSP: (header) =>
      header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await app.register(userRoutes(deps));
  await app.register(vehicleRoutes(deps));
  await app.register(outOfServiceRoutes(deps));
  await app.register(bookingRoutes(deps));
  await app.register(dateChangeRoutes(deps));
  await app.register(reviewRoutes(deps));
  await app.register(driverRoutes(deps));
  await app.register(contactRoutes(deps));
  await app.register(timelineRoutes(deps));
  await app.register(outboxRoutes(deps));
  await app.register(moneyRoutes(deps));
  await app.register(pricingRoutes(deps));
  await app.register(receiptRoutes(deps));
  await app.register(calendarRoutes(deps));
  await app.register(chatRoutes(deps));
  await app.register(financeRoutes(deps));
  await app.register(addOnRoutes(deps));
  await app.register(pageRoutes(deps));
  await app.register(placeRoutes(deps));
  // Tour templates (decision 110).
  await app.register(tourRoutes(deps));
  await app.register(transferRoutes(deps));
  // Photos' bytes (decision 099), beside the pictures the build ships.
  await app.register(mediaRoutes(deps));
  // A self-drive tourist's documents (decision 107).
  await app.register(documentRoutes(deps));
  // Handing over and taking back a vehicle (decision 112).
  await app.register(handoverRoutes(deps));
  // The stream of changes every signed-in screen follows (decision 109): each open stream would
  // count as a request in flight, so draining ends them (their clients reconnect elsewhere).
  const live = new LiveHub(db, { heartbeatMs: config.liveHeartbeatMs, onError: (error) => app.log.warn({ err: error }, 'live stream listener lost; reconnecting') });
  app.addHook('onReady', async () => live.start());
  drainListeners.push(() => live.endAll());
  app.addHook('onClose', async () => live.close());
  await app.register(liveRoutes(deps, live));

  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/api/ready', { schema: { hide: true } }, async (_req, reply) => {
    if (lifecycle.draining) return reply.code(503).send(errorBody(503, MESSAGES.api.shuttingDown));
    return (await isReachable(db)) ? { status: 'ready' } : reply.code(503).send(errorBody(503, MESSAGES.api.databaseUnavailable));
  });

  // Each page's head, language and status; robots.txt, the sitemap and the manifest (decision 095).
  const publicPages = new PublicPages(db, config.publicUrl, deps.availability, deps.clock);
  await app.register(publicPageRoutes(publicPages));
  await registerWeb(app, config.webDist, {
    head: publicPages,
    // Rendered public pages are kept until a change of their data is notified (decision 096).
    listen: (channel, onPayload, onLost) => db.listen(channel, onPayload, onLost),
    renderShare: config.serverRenderShare,
    pages: {
      '/vehicles/:id': {
        // From the search index's memory when it has the vehicle (kept current by the database's
        // notifications), else one indexed read: a page view costs no more than an API answer.
        // Its first photo in the width the gallery will pick (decision 099), else its picture.
        image: async ({ id }) => {
          const vehicle = await publicVehicle(db, id, deps.availability);
          const photo = vehicle?.photos[0];
          return photo ? { href: photo.url, srcset: photo.srcset, sizes: GALLERY_SIZES } : vehicle?.image;
        },
      },
      // The search results' first page, exactly as the web app will ask for it.
      '/available-vehicles': { data: (_params, query) => [availableVehiclesPath(filteredQueryFrom(query))] },
    },
  });
  app.decorate('tokens', tokens);
  return app;
}

/** The origin of a configured address, for a policy that names it ([] when it is not a URL). */
function originOf(url: string): string[] {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
}
