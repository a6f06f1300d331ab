import { setTimeout as sleep } from 'node:timers/promises';
import type { onSendAsyncHookHandler } from 'fastify';

/**
 * How long sign-up and password-reset requests take at least, from the moment the request arrived
 * (docs/decisions/019). A new email's sign-up creates an account (a hash, three rows, a mail) where a
 * registered one's only mails its owner; a registered email's reset request writes a token and a mail
 * where an unknown one writes nothing. Measured over a real socket they took about 32 ms against 23 ms
 * and 11 against 8: enough to tell, in a few dozen requests, which emails have an account. Every answer
 * of those routes is held until this floor, so both paths answer at the same moment; the floor is well
 * above either path's time on a loaded 2-core host (scripts/bench-auth-timing.ts), so it still holds
 * when the machine is busy.
 */
export const DEFAULT_AUTH_ANSWER_FLOOR_MS = 500;

export type TAnswerFloorOptions = {
  floorMs: number;
  /** Waits this many milliseconds (tests record the waits instead of sleeping). */
  wait?: (ms: number) => Promise<unknown>;
};

export type TAnswerFloor = onSendAsyncHookHandler;

/**
 * A route's onSend hook that holds its answer, whatever it is (success, refusal, error), until
 * `floorMs` after the request arrived (Fastify's clock of the request, reply.elapsedTime). An answer
 * already later than the floor goes at once.
 */
export function createAnswerFloor({ floorMs, wait = sleep }: TAnswerFloorOptions): TAnswerFloor {
  return async (_request, reply, payload) => {
    const remainingMs = floorMs - reply.elapsedTime;
    if (remainingMs > 0) await wait(remainingMs);
    return payload;
  };
}
