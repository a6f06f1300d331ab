import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCurrentUser } from '#server/auth/require-user';
import { listOwnLists } from '#server/domain/needs-lists/list-views';
import {
  createList,
  deleteDraft,
  publishList,
  setListArchived,
  updateList,
} from '#server/domain/needs-lists/lists';
import { reportList } from '#server/domain/needs-lists/shares-and-reports';
import { translate } from '#server/services/translations';
import { removeUserUploads } from '#server/uploads/remove-uploads';
import { ZErrorBody } from '#shared/schemas/error';
import {
  ZListCreateInput,
  ZListIdParams,
  ZListUpdateInput,
  ZOwnList,
  ZReportInput,
} from '#shared/schemas/needs-list';
import { ZMessageResult } from '#shared/schemas/user';
import { WRITE_ERRORS, ZEmptyBody } from '../route-schemas';
import type { TNeedsListRouteOptions } from './route-options';

/** Reporting a list, the own lists, starting and changing one. */
function listEditRoutes(deps: TNeedsListRouteOptions): FastifyPluginAsyncZod {
  const { db, cipher } = deps;
  return async (app) => {
    app.post(
      '/api/lists/:id/reports',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Reports a list to the moderators (one open report per person and list)',
          params: ZListIdParams,
          body: ZReportInput,
          response: { 201: ZMessageResult, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const message = await reportList(
          db,
          getCurrentUser(request),
          request.params.id,
          request.body,
          deps.clock.now(),
        );
        return reply.code(201).send({ message: translate(request.language, message) });
      },
    );

    app.get(
      '/api/lists/mine',
      {
        schema: {
          tags: ['needs lists'],
          summary: "The signed-in user's lists, drafts included, most recently changed first",
          response: { 200: z.array(ZOwnList), 401: ZErrorBody },
        },
      },
      async (request) => listOwnLists(db, cipher, getCurrentUser(request).id),
    );

    app.post(
      '/api/lists',
      {
        schema: {
          tags: ['needs lists'],
          summary:
            'Starts a needs list as a draft (whatever has been typed so far); without `language`, the list is written in the language of the request',
          body: ZListCreateInput,
          response: { 201: ZOwnList, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        // The language the family writes in: the one they chose, else the one their page is shown in.
        const input = { ...request.body, language: request.body.language ?? request.language };
        const list = await createList(deps, getCurrentUser(request).id, input);
        return reply.code(201).send(list);
      },
    );

    app.patch(
      '/api/lists/:id',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Changes some fields; `version` must be the one the editor loaded (else 409)',
          params: ZListIdParams,
          body: ZListUpdateInput,
          response: { 200: ZOwnList, ...WRITE_ERRORS },
        },
      },
      async (request) => updateList(deps, getCurrentUser(request), request.params.id, request.body),
    );
  };
}

/** A list’s life: publishing, archiving and restoring, deleting a draft. */
function listLifeRoutes(deps: TNeedsListRouteOptions): FastifyPluginAsyncZod {
  const { fileStorage } = deps;
  return async (app) => {
    app.post(
      '/api/lists/:id/publish',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Publishes a draft (needs a confirmed email; says what is missing otherwise)',
          params: ZListIdParams,
          body: ZEmptyBody,
          response: { 200: ZOwnList, ...WRITE_ERRORS },
        },
      },
      async (request) => publishList(deps, getCurrentUser(request), request.params.id),
    );

    for (const [action, isArchived] of [
      ['archive', true],
      ['restore', false],
    ] as const) {
      app.post(
        `/api/lists/:id/${action}`,
        {
          schema: {
            tags: ['needs lists'],
            summary: isArchived ? 'Archives a published list' : 'Restores an archived list',
            params: ZListIdParams,
            body: ZEmptyBody,
            response: { 200: ZOwnList, ...WRITE_ERRORS },
          },
        },
        async (request) => setListArchived(deps, getCurrentUser(request), request.params.id, isArchived),
      );
    }

    app.delete(
      '/api/lists/:id',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Deletes a draft',
          params: ZListIdParams,
          body: ZEmptyBody,
          response: { 204: z.null(), ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const fileUrls = await deleteDraft(deps, getCurrentUser(request), request.params.id);
        await removeUserUploads(fileStorage, fileUrls);
        return reply.code(204).send(null);
      },
    );
  };
}

/** The owner's lists and their lifecycle, and reports (signed in). */
export function listRoutes(deps: TNeedsListRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(listEditRoutes(deps));
    await app.register(listLifeRoutes(deps));
  };
}
