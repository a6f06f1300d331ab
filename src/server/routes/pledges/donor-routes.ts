import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCurrentUser } from '#server/auth/require-user';
import { cancelPledge, reportPurchase, revealAddress } from '#server/domain/pledges/donor-actions';
import type { TPledgeRow } from '#server/domain/pledges/pledge-access';
import { getMyPledge, listMyPledges } from '#server/domain/pledges/pledge-views';
import { reservePledge } from '#server/domain/pledges/reserve';
import { answerOnce, IDEMPOTENCY_KEY_HOURS, type TOnceWrite } from '#server/services/idempotency';
import { translate } from '#server/services/translations';
import {
  ACTIVE_RESERVATIONS_MAX,
  ADDRESS_AFTER_REPORT_DAYS,
  ADDRESS_LISTS_PER_DAY,
  OPEN_GIFTS_MAX,
  OPEN_GIFTS_PER_LIST_MAX,
  PURCHASE_REPORTS_PER_DAY,
  RESERVATION_HOURS,
  RESERVATIONS_PER_DAY,
  REVEAL_COOLDOWN_MINUTES,
  UNCONFIRMED_HOLD_MINUTES,
  UNCONFIRMED_HOLDS_PER_ACCOUNT,
  UNCONFIRMED_HOLDS_PER_DEVICE,
  UNCONFIRMED_HOLDS_PER_NETWORK,
} from '#shared/pledge-limits';
import { ZErrorBody } from '#shared/schemas/error';
import { IDEMPOTENCY_KEY_HEADER, ZIdempotentWriteHeaders } from '#shared/schemas/idempotency';
import {
  ZItemPledgeParams,
  ZMyPledge,
  ZMyPledges,
  ZPledgeAddress,
  ZPledgeIdParams,
  ZPurchaseInput,
  ZReserveInput,
} from '#shared/schemas/pledge';
import { WRITE_ERRORS, ZEmptyBody } from '../route-schemas';
import { readHoldOrigin } from './hold-origin';
import type { TPledgeRouteOptions } from './route-options';

// A donor's limit answers 409 (too many open gifts) or 429 with Retry-After (a daily limit, a wait).
const LIMITED_WRITE_ERRORS = { ...WRITE_ERRORS, 429: ZErrorBody };
// The writes donors race on take a key for each action; a key reused on another request is 422.
const KEYED_WRITE_ERRORS = { ...LIMITED_WRITE_ERRORS, 422: ZErrorBody };
const KEYED_SUMMARY = ` With an \`Idempotency-Key\` header, a retry with the same key in the next ${IDEMPOTENCY_KEY_HOURS} hours gets the first answer again (with \`Idempotent-Replayed: true\`) instead of writing twice; the same key on a different request is refused (422).`;

/** A donor's write that runs at most once per key: its answer is the pledge as My gifts shows it. */
function answerPledgeOnce(
  deps: TPledgeRouteOptions,
  reply: FastifyReply,
  write: {
    donorId: string;
    route: string;
    request: { params: unknown; body: unknown; headers: { [IDEMPOTENCY_KEY_HEADER]?: string } };
    statusCode: number;
  },
  run: (once: TOnceWrite<TPledgeRow> | undefined) => Promise<TPledgeRow>,
): Promise<FastifyReply> {
  const { donorId, request } = write;
  return answerOnce(
    reply,
    {
      ...deps,
      userId: donorId,
      key: request.headers[IDEMPOTENCY_KEY_HEADER],
      route: write.route,
      request: { params: request.params, body: request.body },
      statusCode: write.statusCode,
      render: (executor, pledge: TPledgeRow) => getMyPledge(executor, donorId, pledge.id),
    },
    run,
  );
}

/** Reserving an item: the one write that starts a gift. */
function reserveRoutes(deps: TPledgeRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/lists/:id/items/:itemId/pledges',
      {
        schema: {
          tags: ['pledges'],
          summary: `Reserves a quantity of an item for ${RESERVATION_HOURS} hours; a donor whose email is not confirmed yet holds it ${UNCONFIRMED_HOLD_MINUTES} minutes (${UNCONFIRMED_HOLDS_PER_ACCOUNT} at a time, ${UNCONFIRMED_HOLDS_PER_DEVICE} per browser and ${UNCONFIRMED_HOLDS_PER_NETWORK} per network across such accounts: 429), until confirming makes it a reservation. Nothing is reserved on a list without a complete shipping address (409). A donor holds at most ${ACTIVE_RESERVATIONS_MAX} reservations, ${OPEN_GIFTS_PER_LIST_MAX} open gifts on one list and ${OPEN_GIFTS_MAX} on all (reported but unconfirmed ones count; 409), and makes at most ${RESERVATIONS_PER_DAY} reservations in 24 hours (429). \`timeZone\` (the browser's IANA zone) is the one the reminder mail gives the end in; unknown or missing means UTC.${KEYED_SUMMARY}`,
          params: ZItemPledgeParams,
          body: ZReserveInput,
          headers: ZIdempotentWriteHeaders,
          response: { 201: ZMyPledge, ...KEYED_WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const donor = getCurrentUser(request);
        const origin = donor.emailVerified ? undefined : readHoldOrigin(request, reply, deps);
        const { id: listId, itemId } = request.params;
        return answerPledgeOnce(
          deps,
          reply,
          { donorId: donor.id, route: 'reserve', request, statusCode: 201 },
          (once) => reservePledge(deps, donor, listId, itemId, request.body, origin, once),
        );
      },
    );
  };
}

/** What a donor does with a gift they hold: cancel it, report buying it, see where it goes. */
function heldGiftRoutes(deps: TPledgeRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/pledges/:id/cancel',
      {
        schema: {
          tags: ['pledges'],
          summary:
            'Cancels one of your reservations: its quantity is open to other donors again (the family is told when you had seen their address)',
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
          tags: ['pledges'],
          summary: `"I bought this": records the purchase of a reserved gift and tells the family (at most ${PURCHASE_REPORTS_PER_DAY} reports in 24 hours: 429).${KEYED_SUMMARY}`,
          params: ZPledgeIdParams,
          body: ZPurchaseInput,
          headers: ZIdempotentWriteHeaders,
          response: { 200: ZMyPledge, ...KEYED_WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const donor = getCurrentUser(request);
        return answerPledgeOnce(
          deps,
          reply,
          { donorId: donor.id, route: 'purchase', request, statusCode: 200 },
          (once) => reportPurchase(deps, donor.id, request.params.id, request.body, once),
        );
      },
    );

    app.post(
      '/api/pledges/:id/address',
      {
        schema: {
          tags: ['pledges'],
          summary: `Shows the shipping address to the donor of a reserved gift, or of one reported bought in the last ${ADDRESS_AFTER_REPORT_DAYS} days, and records that they saw it (the family sees who and when). At most ${ADDRESS_LISTS_PER_DAY} lists' addresses in 24 hours, and none for ${REVEAL_COOLDOWN_MINUTES} minutes after cancelling a gift whose address the donor saw (429)`,
          params: ZPledgeIdParams,
          body: ZEmptyBody,
          response: { 200: ZPledgeAddress, ...LIMITED_WRITE_ERRORS },
        },
      },
      async (request) => {
        const revealed = await revealAddress(deps, getCurrentUser(request).id, request.params.id);
        return { ...revealed, missing: revealed.missing.map((part) => translate(request.language, part)) };
      },
    );
  };
}

/** A donor's path: reserve, see the address, report the purchase or cancel; and My gifts. */
export function donorRoutes(deps: TPledgeRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(reserveRoutes(deps));
    app.get(
      '/api/pledges',
      {
        schema: {
          tags: ['pledges'],
          summary: "The signed-in donor's gifts (My gifts), newest first",
          response: { 200: ZMyPledges, 401: WRITE_ERRORS[401] },
        },
      },
      (request) => listMyPledges(deps.db, getCurrentUser(request).id, deps.donorLimits.activeReservations),
    );
    await app.register(heldGiftRoutes(deps));
  };
}
