import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUserDetail, searchUsers, setUserRole } from '#server/domain/admin/admin-users';
import { suspendUser, unsuspendUser } from '#server/domain/admin/user-suspension';
import {
  ZAdminUserDetail,
  ZAdminUserPage,
  ZAdminUserParams,
  ZAdminUserSearchQuery,
  ZSetUserRoleInput,
  ZSuspendUserInput,
} from '#shared/schemas/admin-users';
import { ZErrorBody } from '#shared/schemas/error';
import { WRITE_ERRORS, ZEmptyBody } from '../route-schemas';
import { readAdminActor } from './admin-actor';
import type { TAdminRouteOptions } from './admin-routes';

const READ_ERRORS = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Finding users, changing their role, suspending and unsuspending them (behind the admin guard). */
export function userRoutes({ db, publicCache, clock }: TAdminRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Users by name or email, newest first (25 a page)',
          querystring: ZAdminUserSearchQuery,
          response: { 200: ZAdminUserPage, ...READ_ERRORS },
        },
      },
      async (request) => searchUsers(db, request.query.q, request.query.page),
    );

    app.get(
      '/api/admin/users/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One user with their lists and gifts',
          params: ZAdminUserParams,
          response: { 200: ZAdminUserDetail, ...READ_ERRORS },
        },
      },
      async (request) => readUserDetail(db, request.params.id),
    );

    app.post(
      '/api/admin/users/:id/role',
      {
        schema: {
          tags: ['admin'],
          summary: 'Makes a user an admin or a user again (never yourself, never the last admin)',
          params: ZAdminUserParams,
          body: ZSetUserRoleInput,
          response: { 200: ZAdminUserDetail, ...WRITE_ERRORS },
        },
      },
      async (request) => {
        const actor = readAdminActor(request);
        await setUserRole(db, actor, request.params.id, request.body.userType, clock.now());
        return readUserDetail(db, request.params.id);
      },
    );

    app.post(
      '/api/admin/users/:id/suspend',
      {
        schema: {
          tags: ['admin'],
          summary: 'Suspends an account: signed out, cannot sign in, lists hidden, reservations ended',
          params: ZAdminUserParams,
          body: ZSuspendUserInput,
          response: { 200: ZAdminUserDetail, ...WRITE_ERRORS },
        },
      },
      async (request) => {
        const actor = readAdminActor(request);
        await suspendUser(db, actor, request.params.id, request.body.reason, clock.now(), publicCache);
        return readUserDetail(db, request.params.id);
      },
    );

    app.post(
      '/api/admin/users/:id/unsuspend',
      {
        schema: {
          tags: ['admin'],
          summary: 'Lets a suspended account sign in again and brings back the lists its suspension hid',
          params: ZAdminUserParams,
          body: ZEmptyBody,
          response: { 200: ZAdminUserDetail, ...WRITE_ERRORS },
        },
      },
      async (request) => {
        const actor = readAdminActor(request);
        await unsuspendUser(db, actor, request.params.id, clock.now(), publicCache);
        return readUserDetail(db, request.params.id);
      },
    );
  };
}
