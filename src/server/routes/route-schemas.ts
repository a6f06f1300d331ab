import { z } from 'zod';
import { ZErrorBody } from '#shared/schemas/error';

/** A POST that carries no body (Fastify then sees null); an empty JSON object is accepted too. */
export const ZEmptyBody = z.strictObject({}).nullish();

/** The error answers a signed-in write may give, each `{ message }`. */
export const WRITE_ERRORS = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
};
