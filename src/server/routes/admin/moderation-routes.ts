import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dismissReport,
  hideList,
  releaseHeldList,
  restoreList,
  unverifyList,
  verifyList,
} from '#server/domain/admin/list-moderation';
import { readModerationQueue } from '#server/domain/admin/moderation-queue';
import { translate } from '#server/services/translations';
import {
  ZAdminListParams,
  ZAdminReportParams,
  ZDismissReportInput,
  ZHideListInput,
  ZModerationQueue,
  ZVerifyListInput,
} from '#shared/schemas/admin';
import { ZErrorBody } from '#shared/schemas/error';
import { ZEmptyBody } from '../route-schemas';
import { readAdminActor } from './admin-actor';
import type { TAdminRouteOptions } from './admin-routes';

const ZDone = z.object({ message: z.string() });
const ERRORS = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/** The queue, and what hides, shows or releases a list. */
function moderationQueueRoutes(deps: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/moderation',
      {
        schema: {
          tags: ['admin'],
          summary: 'The moderation queue: reported, held, new-account and hidden lists',
          querystring: z.strictObject({}),
          response: { 200: ZModerationQueue, ...ERRORS },
        },
      },
      () => readModerationQueue(deps.db, deps.clock.now()),
    );

    app.post(
      '/api/admin/lists/:id/hide',
      {
        schema: {
          tags: ['admin'],
          summary: 'Hides a list with a reason: its family is told, its open reservations end',
          params: ZAdminListParams,
          body: ZHideListInput,
          response: { 200: ZDone, ...ERRORS },
        },
      },
      async (request) => {
        await hideList(deps, readAdminActor(request), request.params.id, request.body.reason);
        return { message: translate(request.language, { key: 'answers.moderation.hidden' }) };
      },
    );

    app.post(
      '/api/admin/lists/:id/restore',
      {
        schema: {
          tags: ['admin'],
          summary: 'Shows a hidden list again',
          params: ZAdminListParams,
          body: ZEmptyBody,
          response: { 200: ZDone, ...ERRORS },
        },
      },
      async (request) => {
        await restoreList(deps, readAdminActor(request), request.params.id);
        return { message: translate(request.language, { key: 'answers.moderation.restored' }) };
      },
    );

    app.post(
      '/api/admin/lists/:id/release',
      {
        schema: {
          tags: ['admin'],
          summary: 'Releases a list held by the copycat check into browse',
          params: ZAdminListParams,
          body: ZEmptyBody,
          response: { 200: ZDone, ...ERRORS },
        },
      },
      async (request) => {
        await releaseHeldList(deps, readAdminActor(request), request.params.id);
        return { message: translate(request.language, { key: 'answers.moderation.released' }) };
      },
    );
  };
}

/** The verified badge, and closing a report. */
function verificationRoutes(deps: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/lists/:id/verify',
      {
        schema: {
          tags: ['admin'],
          summary: 'Marks a list verified, with how it was verified (shown with the badge)',
          params: ZAdminListParams,
          body: ZVerifyListInput,
          response: { 200: ZDone, ...ERRORS },
        },
      },
      async (request) => {
        await verifyList(deps, readAdminActor(request), request.params.id, request.body.note);
        return { message: translate(request.language, { key: 'answers.moderation.verified' }) };
      },
    );

    app.post(
      '/api/admin/lists/:id/unverify',
      {
        schema: {
          tags: ['admin'],
          summary: "Removes a list's verified badge",
          params: ZAdminListParams,
          body: ZHideListInput,
          response: { 200: ZDone, ...ERRORS },
        },
      },
      async (request) => {
        await unverifyList(deps, readAdminActor(request), request.params.id, request.body.reason);
        return { message: translate(request.language, { key: 'answers.moderation.unverified' }) };
      },
    );

    app.post(
      '/api/admin/reports/:id/dismiss',
      {
        schema: {
          tags: ['admin'],
          summary: 'Closes a report without acting on the list',
          params: ZAdminReportParams,
          body: ZDismissReportInput,
          response: { 200: ZDone, ...ERRORS },
        },
      },
      async (request) => {
        await dismissReport(deps, readAdminActor(request), request.params.id, request.body.reason);
        return { message: translate(request.language, { key: 'answers.moderation.reportDismissed' }) };
      },
    );
  };
}

/** The moderation queue and what a moderator does to a list or a report. */
export function moderationRoutes(deps: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(moderationQueueRoutes(deps));
    await app.register(verificationRoutes(deps));
  };
}
