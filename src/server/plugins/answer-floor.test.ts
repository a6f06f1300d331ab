import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAnswerFloor } from './answer-floor';

async function hold(floorMs: number, elapsedTime: number): Promise<{ waits: number[]; payload: unknown }> {
  const waits: number[] = [];
  const floor = createAnswerFloor({
    floorMs,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  const reply = { elapsedTime } as FastifyReply;
  const payload = await floor.call(undefined as never, {} as FastifyRequest, reply, '{"message":"ok"}');
  return { waits, payload };
}

describe('the answer floor', () => {
  it('holds an answer for what is left of the floor since its request arrived, and sends it unchanged', async () => {
    expect(await hold(500, 120)).toEqual({ waits: [380], payload: '{"message":"ok"}' });
  });

  it('sends an answer that is already later than the floor at once', async () => {
    expect((await hold(500, 500)).waits).toEqual([]);
    expect((await hold(500, 730)).waits).toEqual([]);
  });
});
