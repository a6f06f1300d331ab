import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller, createVerifiedUser } from '#server/test/pledge-test-helpers';
import { createTestApp, createTestList, type TTestContext, type TTestUser } from '#server/test/test-app';

// "🔥🏠💔🙏" was published as a title, counted as 8 of 100: a title needs words, and lengths count what
// people see.

let ctx: TTestContext;
let owner: TTestUser;
let call: ReturnType<typeof createCaller>;

const WORDS_NEEDED = 'A title in words, not only emoji or symbols (at least 3 letters)';

beforeAll(async () => {
  ctx = await createTestApp();
  call = createCaller(ctx);
  owner = await createVerifiedUser(ctx, { firstName: 'Noor' });
});
afterAll(async () => {
  await ctx.close();
});

async function publishDraftTitled(title: string) {
  const listId = await createTestList(ctx, owner, { title }, { isPublished: false });
  return call('POST', `/api/lists/${listId}/publish`, owner);
}

describe('titles and item names people can read', () => {
  it('publishes no title of emoji alone, counting each emoji as one character', async () => {
    const four = await publishDraftTitled('🔥🏠💔🙏');
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe('Before publishing, add: A title of 5 to 100 characters.');
    const six = await publishDraftTitled('🔥🏠💔🙏🙏🙏');
    expect(six.json().message).toBe(`Before publishing, add: ${WORDS_NEEDED}.`);
    const spanish = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${await createTestList(ctx, owner, { title: '🔥🏠💔🙏🙏' }, { isPublished: false })}/publish`,
      headers: { cookie: owner.cookie, 'accept-language': 'es-MX' },
    });
    expect(spanish.json().message).toBe(
      'Antes de publicar, agregue: Un título con palabras, no solo emojis o símbolos (al menos 3 letras).',
    );
    expect((await publishDraftTitled('Ayuda después del incendio 🔥🏠')).statusCode).toBe(200);
  });

  it('keeps a published title in words', async () => {
    const listId = await createTestList(ctx, owner, { title: 'Ropa para los niños' });
    const own = (await call('GET', `/api/lists/${listId}`, owner)).json();
    const response = await call('PATCH', `/api/lists/${listId}`, owner, {
      version: own.version,
      title: '🔥🏠💔🙏🙏',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'title: A published list needs a title in words, not only emoji or symbols (at least 3 letters)',
    );
  });

  it('takes 100 characters as people count them, whatever Unicode makes of them', async () => {
    // Each flag is one character on the screen, two code points and four UTF-16 units.
    const hundred = `Ropa ${'🇲🇽'.repeat(95)}`;
    const saved = await call('POST', '/api/lists', owner, { title: hundred });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().title).toBe(hundred);
    const tooLong = await call('POST', '/api/lists', owner, { title: `${hundred}🇲🇽` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('title: Title must be at most 100 characters');
  });

  it('names items in words, so donors can look for them at a store', async () => {
    const listId = await createTestList(ctx, owner, { title: 'Cosas para el bebé' }, { isPublished: false });
    const emoji = await call('POST', `/api/lists/${listId}/items`, owner, { name: '🧸', quantity: 1 });
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json().message).toBe(
      'name: Item name: name it in words, not only emoji or symbols, so donors can find it at a store',
    );
    const bear = await call('POST', `/api/lists/${listId}/items`, owner, {
      name: '🧸 Teddy bear',
      quantity: 1,
    });
    expect(bear.statusCode).toBe(201);
    const renamed = await call('PATCH', `/api/lists/${listId}/items/${bear.json().id}`, owner, {
      name: '🧸🧸',
    });
    expect(renamed.statusCode).toBe(400);
  });
});
