import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ROLES,
  accountUpdateSchema,
  languageUpdateSchema,
  errorSchema,
  isCleanText,
  listOf,
  loginResponseSchema,
  loginSchema,
  messageSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registrationSchema,
  staffEmailSchema,
  userSchema,
} from '@app/shared';
import { parseId } from '../../lib/ids';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { perAddressLimit } from '../../plugins/address-rate-limit';
import * as service from './service';
import { listResult, pageQuerySchema, pageRequest } from '../../lib/paging';

export function userRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, tokens, config, guard, clock } = deps;
    const links = service.appLinks(config.publicUrl);
    const perIp = (max: number) => ({ rateLimit: { max, timeWindow: config.rateLimits.window } });
    const bearer = [{ bearer: [] }];
    // Reset and registration also count per address (decision 074): many IPs together cannot
    // flood one address with e-mails or sample its answers.
    const perAddress = (group: string) => perAddressLimit(app, { group, max: config.addressRateLimit.max, timeWindow: config.addressRateLimit.window });

    api.post('/api/users/login', {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: errorSchema },
      },
      config: perIp(config.rateLimits.login),
    }, async (req) => service.login(db, tokens, req.body.email, req.body.password, req.body.browserLanguage));

    api.post('/api/users', {
      schema: {
        tags: ['auth'],
        summary: 'Register as a tourist or a driver',
        body: registrationSchema,
        description: 'The same 201 whether or not the address already has an account (its owner is e-mailed instead), so registration does not tell which addresses have accounts.',
        response: { 201: messageSchema, 400: errorSchema, 429: errorSchema },
      },
      config: {
        validationError: MESSAGES.api.validationFailed,
        rateLimit: { max: config.rateLimits.register, timeWindow: config.rateLimits.window },
      },
      preHandler: perAddress('register'),
    }, async (req, reply) => {
      await service.register(db, req.body, config.publicUrl);
      return reply.code(201).send({ message: MESSAGES.api.registered });
    });

    api.post('/api/users/password-reset', {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a link to choose a new password (the same 202 whether or not the address has an account)',
        body: passwordResetRequestSchema,
        response: { 202: messageSchema, 400: errorSchema, 429: errorSchema },
      },
      config: perIp(config.rateLimits.login),
      preHandler: perAddress('password-reset'),
    }, async (req, reply) => {
      await service.requestPasswordReset(db, req.body.email, config.publicUrl);
      return reply.code(202).send({ message: MESSAGES.account.resetRequested });
    });

    api.post('/api/users/password-reset/confirm', {
      schema: {
        tags: ['auth'],
        summary: "Set a new password with the e-mailed link's token (once, within an hour); ends every session",
        body: passwordResetConfirmSchema,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
      config: perIp(config.rateLimits.login),
    }, async (req) => {
      await service.confirmPasswordReset(db, req.body.token, req.body.password, links, clock());
      return { message: MESSAGES.account.resetDone };
    });

    api.get('/api/users/me', {
      onRequest: guard(),
      schema: { tags: ['auth'], summary: 'The signed-in account', security: bearer, response: { 200: userSchema } },
    }, async (req) => service.ownAccount(currentUser(req)));

    api.put('/api/users/me', {
      onRequest: guard(),
      schema: { tags: ['auth'], summary: 'Change your own name, phone and country (country left out: kept; empty or null: cleared)', security: bearer, body: accountUpdateSchema, response: { 200: userSchema, 400: errorSchema } },
    }, async (req) => service.updateAccount(db, currentUser(req), req.body));

    api.put('/api/users/me/language', {
      onRequest: guard(),
      schema: {
        tags: ['auth'],
        summary: 'Set the language you read the site and its e-mails in',
        security: bearer,
        body: languageUpdateSchema,
        response: { 200: userSchema, 400: errorSchema },
      },
    }, async (req) => service.updatePreferredLanguage(db, currentUser(req), req.body));

    api.put('/api/users/me/password', {
      onRequest: guard(),
      schema: {
        tags: ['auth'],
        summary: 'Change your password: every other session ends, and the answer carries a fresh token',
        security: bearer,
        body: passwordChangeSchema,
        response: { 200: loginResponseSchema.extend({ message: z.string() }), 400: errorSchema, 429: errorSchema },
      },
      config: perIp(config.rateLimits.login),
    }, async (req) => {
      const { user, token } = await service.changePassword(db, tokens, currentUser(req).id, req.body, links);
      return { message: MESSAGES.account.passwordChanged, user, token };
    });

    api.get('/api/admin/users', {
      schema: {
        tags: ['admin'],
        summary: 'All users, newest first; filter by role, search by part of the name, e-mail or phone',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema.extend({
          role: z.enum(ROLES).optional().catch(undefined),
          q: z.string().trim().max(100).refine((s) => isCleanText(s)).optional().catch(undefined),
        }),
        response: { 200: listOf(userSchema) },
      },
      onRequest: guard('admin'),
    }, async (req) => {
      const page = pageRequest(req.query);
      return listResult(await service.listAllUsers(db, page, { role: req.query.role, q: req.query.q || undefined }), page);
    });

    api.put('/api/admin/users/:id/email', {
      schema: {
        tags: ['admin'],
        summary: 'Give an account without an e-mail address its address; the customer is sent a link to set a password',
        security: bearer,
        params: z.object({ id: z.string() }),
        body: staffEmailSchema,
        response: { 200: userSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
      onRequest: guard('admin'),
    }, async (req) =>
      service.addEmailToAccount(db, parseId(req.params.id, MESSAGES.api.userNotFound), req.body.email, { now: clock(), setPasswordLink: links.resetPassword }),
    );
  };
}
