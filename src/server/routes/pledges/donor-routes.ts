import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZItemPledgeParams,
  ZMyPledge,
  ZMyPledges,
  ZPledgeAddress,
  ZPledgeIdParams,
  ZPurchaseInput,
  ZReserveInput,
} from '../../../shared/schemas/pledge';
import { getCurrentUser } from '../../auth/require-user';
import { cancelPledge, reportPurchase, revealAddress } from '../../domain/pledges/donor-actions';
import { getMyPledge, listMyPledges } from '../../domain/pledges/pledge-views';
import { reservePledge } from '../../domain/pledges/reserve';
import { WRITE_ERRORS, ZEmptyBody } from '../route-schemas';
import type { TPledgeRouteOptions } from './route-options';

/** A donor's path: reserve, see the address, report the purchase or cancel; and My gifts. */
export function donorRoutes(deps: TPledgeRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/lists/:id/items/:itemId/pledges',
      {
        schema: {
          tags: ['giving'],
          summary: 'Reserves a quantity of an item for 72 hours (a signed-in donor with a confirmed email)',
          params: ZItemPledgeParams,
          body: ZReserveInput,
          response: { 201: ZMyPledge, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const donor = getCurrentUser(request);
        const pledge = await reservePledge(
          deps,
          donor,
          request.params.id,
          request.params.itemId,
          request.body,
        );
        return reply.code(201).send(await getMyPledge(deps.db, donor.id, pledge.id));
      },
    );

    app.get(
      '/api/pledges',
      {
        schema: {
          tags: ['giving'],
          summary: "The signed-in donor's gifts (My gifts), newest first",
          response: { 200: ZMyPledges, 401: WRITE_ERRORS[401] },
        },
      },
      (request) => listMyPledges(deps.db, getCurrentUser(request).id),
    );

    app.post(
      '/api/pledges/:id/cancel',
      {
        schema: {
          tags: ['giving'],
          summary: 'Cancels one of your reservations: its quantity is open to other donors again',
          params: ZPledgeIdParams,
          body: ZEmptyBody,
          response: { 200: ZMyPledge, ...WRITE_ERRORS },
        },
      },
      async (request) => {
        const donor = getCurrentUser(request);
        await cancelPledge(deps, donor.id, request.params.id);
        return getMyPledge(deps.db, donor.id, request.params.id);
      },
    );

    app.post(
      '/api/pledges/:id/purchase',
      {
        schema: {
          tags: ['giving'],
          summary: '"I bought this": records the purchase of a reserved gift and tells the family',
          params: ZPledgeIdParams,
          body: ZPurchaseInput,
          response: { 200: ZMyPledge, ...WRITE_ERRORS },
        },
      },
      async (request) => {
        const donor = getCurrentUser(request);
        await reportPurchase(deps, donor.id, request.params.id, request.body);
        return getMyPledge(deps.db, donor.id, request.params.id);
      },
    );

    app.post(
      '/api/pledges/:id/address',
      {
        schema: {
          tags: ['giving'],
          summary:
            'Shows the shipping address to the donor of an active gift and records that they saw it (the family sees who and when)',
          params: ZPledgeIdParams,
          body: ZEmptyBody,
          response: { 200: ZPledgeAddress, ...WRITE_ERRORS },
        },
      },
      (request) => revealAddress(deps, getCurrentUser(request).id, request.params.id),
    );
  };
}
