import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCurrentUser } from '#server/auth/require-user';
import {
  confirmReceipt,
  markNeverCame,
  markNotReceived,
  sendThankYou,
} from '#server/domain/pledges/owner-actions';
import { readPledgeListId } from '#server/domain/pledges/pledge-access';
import { listPledgesForOwner } from '#server/domain/pledges/pledge-views';
import { NEVER_CAME_AFTER_DAYS, NOT_ARRIVED_NOTICE_HOURS } from '#shared/pledge-limits';
import { ZErrorBody } from '#shared/schemas/error';
import { ZListIdParams } from '#shared/schemas/needs-list';
import { ZListPledges, ZPledgeIdParams, ZThankYouInput } from '#shared/schemas/pledge';
import { WRITE_ERRORS, ZEmptyBody } from '../route-schemas';
import type { TPledgeRouteOptions } from './route-options';

/** The family's side: who reserved and bought what, who saw the address, receipts and thanks. */
export function ownerRoutes(deps: TPledgeRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/lists/:id/pledges',
      {
        schema: {
          tags: ['pledges'],
          summary: 'The gifts on your own list and who saw its shipping address (donors named as they chose)',
          params: ZListIdParams,
          response: { 200: ZListPledges, ...WRITE_ERRORS },
        },
      },
      (request) => listPledgesForOwner(deps.db, getCurrentUser(request), request.params.id),
    );

    // Each answers the list's gifts as they are after the change.
    const answerListPledges = async (ownerId: Parameters<typeof listPledgesForOwner>[1], pledgeId: string) =>
      listPledgesForOwner(deps.db, ownerId, await readPledgeListId(deps.db, pledgeId));

    app.post(
      '/api/pledges/:id/receive',
      {
        schema: {
          tags: ['pledges'],
          summary: 'The family confirms a gift arrived (the list is fulfilled when everything has)',
          params: ZPledgeIdParams,
          body: ZEmptyBody,
          response: { 200: ZListPledges, ...WRITE_ERRORS },
        },
      },
      async (request) => {
        const owner = getCurrentUser(request);
        await confirmReceipt(deps, owner, request.params.id);
        return answerListPledges(owner, request.params.id);
      },
    );

    app.post(
      '/api/pledges/:id/not-received',
      {
        schema: {
          tags: ['pledges'],
          summary: `The family says a reported purchase has not arrived yet (the donor is told; once per gift in ${NOT_ARRIVED_NOTICE_HOURS} hours, else 429)`,
          params: ZPledgeIdParams,
          body: ZEmptyBody,
          response: { 200: ZListPledges, ...WRITE_ERRORS, 429: ZErrorBody },
        },
      },
      async (request) => {
        const owner = getCurrentUser(request);
        await markNotReceived(deps, owner, request.params.id);
        return answerListPledges(owner, request.params.id);
      },
    );

    app.post(
      '/api/pledges/:id/never-came',
      {
        schema: {
          tags: ['pledges'],
          summary: `The family says a reported gift never came, from ${NEVER_CAME_AFTER_DAYS} days after the report: the gift ends, its quantity re-opens and the donor is told`,
          params: ZPledgeIdParams,
          body: ZEmptyBody,
          response: { 200: ZListPledges, ...WRITE_ERRORS },
        },
      },
      async (request) => {
        const owner = getCurrentUser(request);
        await markNeverCame(deps, owner, request.params.id);
        return answerListPledges(owner, request.params.id);
      },
    );

    app.post(
      '/api/pledges/:id/thank-you',
      {
        schema: {
          tags: ['pledges'],
          summary:
            'Sends the donor of a gift a thank-you note, through Kindlist (no email or name is shared)',
          params: ZPledgeIdParams,
          body: ZThankYouInput,
          response: { 200: ZListPledges, ...WRITE_ERRORS },
        },
      },
      async (request) => {
        const owner = getCurrentUser(request);
        await sendThankYou(deps, owner, request.params.id, request.body);
        return answerListPledges(owner, request.params.id);
      },
    );
  };
}
