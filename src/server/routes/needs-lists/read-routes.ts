import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSession } from '#server/auth/require-user';
import { createPublicAnswer, sendPublicAnswerBytes } from '#server/cache/public-answer';
import { sendPublicAnswer } from '#server/cache/public-cache';
import { browseLists } from '#server/domain/needs-lists/browse-lists';
import { LIST_NOT_FOUND, type TViewer } from '#server/domain/needs-lists/list-access';
import { getListForViewer } from '#server/domain/needs-lists/list-views';
import { getProfileLists } from '#server/domain/needs-lists/profile-lists';
import type { TListViewCounter } from '#server/domain/needs-lists/view-counter';
import { HttpError } from '#server/plugins/errors';
import { ZBrowseQuery, ZBrowseResult, ZProfileLists } from '#shared/schemas/browse';
import { ZErrorBody } from '#shared/schemas/error';
import { ZListView } from '#shared/schemas/list-view';
import { ZListIdParams, ZShareInput } from '#shared/schemas/needs-list';
import { ZUserIdParams } from '#shared/schemas/profile';
import type { TNeedsListRouteOptions } from './route-options';

/**
 * A page view of someone else's list, noted here and counted off the request's path
 * (viewCounter.flush). Owners and moderators looking at a list are not visitors.
 */
function countView(
  viewCounter: TListViewCounter,
  request: FastifyRequest,
  listId: string,
  viewer: TViewer,
): void {
  if (request.method !== 'GET' || viewer?.userType === 'admin') return;
  viewCounter.record(
    listId,
    viewer ? { userId: viewer.id } : { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
  );
}

/** One list as this viewer may see it: the view everyone gets is kept for the next visitor. */
async function sendListForViewer(
  { db, auth, cipher, publicCache, viewCounter }: TNeedsListRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  listId: string,
) {
  const session = await readSession(auth, request);
  const viewer = session ? { id: session.user.id, userType: session.user.userType } : null;
  const key = `list:${listId}`;
  const cached = publicCache.get(key);
  if (cached && cached.ownerId !== viewer?.id) {
    countView(viewCounter, request, listId, viewer);
    return sendPublicAnswerBytes(reply, cached.answer);
  }
  const generation = publicCache.generation();
  const list = await getListForViewer(db, cipher, viewer, listId);
  if (!list) throw new HttpError(404, LIST_NOT_FOUND);
  if (!list.isOwner) countView(viewCounter, request, list.id, viewer);
  // Only the view everyone gets is shared (never the owner's, never an admin's view of a hidden list).
  if (list.isOwner || viewer?.userType === 'admin') return list;
  const answer = createPublicAnswer(list);
  publicCache.set(
    { key, url: request.url },
    answer,
    { ownerId: list.owner.id, tags: ['lists', `list:${list.id}`] },
    generation,
  );
  return sendPublicAnswerBytes(reply, answer);
}

/** What anyone may read (browse, one list) and the share counter. */
export function readRoutes(deps: TNeedsListRouteOptions): FastifyPluginAsyncZod {
  const { db, auth, publicCache, viewCounter } = deps;
  return async (app) => {
    app.get(
      '/api/lists',
      {
        preValidation: publicCache.answerByUrl({ isSameForSignedIn: true }),
        schema: {
          tags: ['needs lists'],
          summary: 'Browse: public active lists, full-text search, filters, sorts, pages of 12',
          querystring: ZBrowseQuery,
          response: { 200: ZBrowseResult, 400: ZErrorBody },
        },
      },
      (request, reply) =>
        sendPublicAnswer(
          publicCache,
          request,
          reply,
          `browse:${JSON.stringify(request.query)}`,
          ['browse'],
          () => browseLists(db, request.query),
        ),
    );

    // Anyone with the link (public, unlisted); private lists and drafts only to their owner.
    app.get(
      '/api/lists/:id',
      {
        preValidation: publicCache.answerByUrl({
          isSameForSignedIn: false,
          // Answered by its exact address, the request was validated when that answer was kept.
          onAnswered: (request) =>
            countView(viewCounter, request, request.url.split('?')[0]?.split('/').pop() ?? '', null),
        }),
        schema: {
          tags: ['needs lists'],
          summary: 'One needs list, as the caller may see it (the owner also gets the private fields)',
          params: ZListIdParams,
          response: { 200: ZListView, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      (request, reply) => sendListForViewer(deps, request, reply, request.params.id),
    );

    // A family's public lists and trust figures, for their profile page (anyone may look).
    app.get(
      '/api/users/:id/lists',
      {
        schema: {
          tags: ['needs lists'],
          summary:
            "A user's public lists (when they chose to show them on their profile), with how many lists they published and how many were fulfilled",
          params: ZUserIdParams,
          response: { 200: ZProfileLists, 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => {
        const lists = await getProfileLists(db, request.params.id);
        if (!lists) throw new HttpError(404, { key: 'errors.profile.notFound' });
        return lists;
      },
    );

    app.post(
      '/api/lists/:id/shares',
      {
        schema: {
          tags: ['needs lists'],
          summary: 'Counts a share of the list (copy link, native share, Facebook, X, WhatsApp, email)',
          params: ZListIdParams,
          body: ZShareInput,
          response: { 204: z.null(), 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        // Counted like a view: a signed-in visitor by their id, anyone else by their address.
        const session = await readSession(auth, request);
        const visitor = session
          ? { userId: session.user.id }
          : { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        if (!(await viewCounter.recordShare(request.params.id, visitor))) {
          throw new HttpError(404, LIST_NOT_FOUND);
        }
        return reply.code(204).send(null);
      },
    );
  };
}
