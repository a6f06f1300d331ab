import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelGift } from '#server/domain/admin/gift-cancellation';
import { ZAdminPledge, ZAdminPledgeParams, ZCancelGiftInput } from '#shared/schemas/admin-users';
import { WRITE_ERRORS } from '../route-schemas';
import { readAdminActor } from './admin-actor';
import type { TAdminRouteOptions } from './admin-routes';

/** An admin's action on one gift (behind the admin guard). */
export function giftRoutes(deps: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/pledges/:id/cancel',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Cancels a gift that is reserved or reported bought but not received: its quantity re-opens, the family and the donor are told, the audit log keeps the reason',
          params: ZAdminPledgeParams,
          body: ZCancelGiftInput,
          response: { 200: ZAdminPledge, ...WRITE_ERRORS },
        },
      },
      (request) => cancelGift(deps, readAdminActor(request), request.params.id, request.body.reason),
    );
  };
}
