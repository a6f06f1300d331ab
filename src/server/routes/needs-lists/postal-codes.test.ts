import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressCipher } from '#server/crypto/address-cipher';
import { needsLists } from '#server/db/schema/needs-lists';
import {
  ADDRESS,
  createCaller,
  createPledgeableList,
  createVerifiedUser,
} from '#server/test/pledge-test-helpers';
import { createTestApp, type TTestContext, type TTestUser } from '#server/test/test-app';

// A family typed "(714) 555-0123" as their ZIP code, and a donor copied it to the store's form.

let ctx: TTestContext;
let owner: TTestUser;
let call: ReturnType<typeof createCaller>;

const ZIP_MESSAGE = 'Enter a ZIP code of 5 digits, or 9 digits as ZIP+4 (for example 90210 or 90210-1234)';
const PHONE = '(714) 555-0123';

beforeAll(async () => {
  ctx = await createTestApp();
  call = createCaller(ctx);
  owner = await createVerifiedUser(ctx, { firstName: 'Rosa' });
});
afterAll(async () => {
  await ctx.close();
});

async function readOwnList(listId: string) {
  return (await call('GET', `/api/lists/${listId}`, owner)).json();
}

describe('postal codes the family types', () => {
  it('refuses a phone number as the ZIP code of the address and of the place, saying what a ZIP code is', async () => {
    const address = await call('POST', '/api/lists', owner, {
      shippingAddress: { ...ADDRESS, postalCode: PHONE },
    });
    expect(address.statusCode).toBe(400);
    expect(address.json().message).toBe(`shippingAddress.postalCode: ${ZIP_MESSAGE}`);
    const place = await call('POST', '/api/lists', owner, { city: 'Anaheim', postalCode: PHONE });
    expect(place.statusCode).toBe(400);
    expect(place.json().message).toBe(`postalCode: ${ZIP_MESSAGE}`);

    const draft = (await call('POST', '/api/lists', owner, {})).json();
    const changed = await call('PATCH', `/api/lists/${draft.id}`, owner, {
      version: draft.version,
      postalCode: PHONE,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(`postalCode: ${ZIP_MESSAGE}`);
    // In the reader's language.
    const spanish = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/lists/${draft.id}`,
      headers: { cookie: owner.cookie, 'accept-language': 'es-MX' },
      payload: { version: draft.version, shippingAddress: { ...ADDRESS, postalCode: PHONE } },
    });
    expect(spanish.json().message).toBe(
      'shippingAddress.postalCode: Escriba un código postal de 5 dígitos, o de 9 dígitos como ZIP+4 (por ejemplo, 90210 o 90210-1234)',
    );
    expect((await readOwnList(draft.id)).shippingAddress).toBeNull();
  });

  it('keeps a ZIP+4 typed as nine digits with its hyphen, and checks other countries by their own rules', async () => {
    const created = await call('POST', '/api/lists', owner, {
      postalCode: '928011234',
      shippingAddress: { ...ADDRESS, postalCode: '454021234' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      postalCode: '92801-1234',
      shippingAddress: { postalCode: '45402-1234' },
    });
    const canadian = { ...ADDRESS, city: 'Ottawa', region: 'ON', country: 'CA' };
    const cases = [
      [{ ...canadian, postalCode: 'k1a0b1' }, 200, 'K1A 0B1'],
      [{ ...canadian, postalCode: '45402' }, 400, 'Enter a Canadian postal code'],
      [{ ...ADDRESS, country: 'MX', postalCode: '06600' }, 200, '06600'],
      [
        { ...ADDRESS, country: 'MX', postalCode: '6600' },
        400,
        'Enter a postal code of 5 digits (for example 06600)',
      ],
      [{ ...ADDRESS, country: 'PR', postalCode: '00907' }, 200, '00907'],
    ] as const;
    for (const [shippingAddress, status, expected] of cases) {
      const list = await readOwnList(created.json().id);
      const response = await call('PATCH', `/api/lists/${list.id}`, owner, {
        version: list.version,
        shippingAddress,
      });
      expect(response.statusCode, shippingAddress.postalCode).toBe(status);
      if (status === 200) expect(response.json().shippingAddress.postalCode).toBe(expected);
      else expect(response.json().message).toContain(expected);
    }
  });

  it('keeps a phone number saved before the check for its owner, shows it to no donor, and asks for a fix on the next edit of the address', async () => {
    const { listId, itemIds } = await createPledgeableList(ctx, owner, [
      { name: 'Crib sheets', quantity: 3 },
    ]);
    const donor = await createVerifiedUser(ctx);
    const pledge = (
      await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 })
    ).json();
    // As it was stored before postal codes were checked.
    const cipher = createAddressCipher(ctx.config.authSecret);
    await ctx.database.db
      .update(needsLists)
      .set({
        shippingAddressEncrypted: cipher.encrypt(JSON.stringify({ ...ADDRESS, postalCode: PHONE })),
        postalCode: PHONE,
      })
      .where(eq(needsLists.id, listId));

    // Nothing is lost: the family sees what they typed.
    const own = await readOwnList(listId);
    expect(own).toMatchObject({ postalCode: PHONE, shippingAddress: { postalCode: PHONE } });
    // The donor is not given it as an address; the family is asked for a postal code.
    const reveal = await call('POST', `/api/pledges/${pledge.id}/address`, donor);
    expect(reveal.json()).toEqual({ address: null, missing: ['a valid postal code'] });
    expect(reveal.body).not.toContain('555-0123');
    const notices = (await call('GET', '/api/notifications', owner)).json() as Array<{
      type: string;
      message: string;
    }>;
    expect(notices.find((notice) => notice.type === 'address_incomplete')?.message).toContain(
      'your shipping address is missing: a valid postal code (the one saved is not one)',
    );
    // No new reservation goes to an address a parcel cannot reach.
    const other = await createVerifiedUser(ctx);
    const refused = await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, other, {
      quantity: 1,
    });
    expect(refused.statusCode).toBe(409);

    // Other changes are saved; a change to the address needs the postal code corrected.
    const titled = await call('PATCH', `/api/lists/${listId}`, owner, {
      version: own.version,
      title: 'Help after the fire, again',
    });
    expect(titled.statusCode, titled.body).toBe(200);
    const moved = await call('PATCH', `/api/lists/${listId}`, owner, {
      version: titled.json().version,
      shippingAddress: { ...own.shippingAddress, line2: 'Apt 2' },
    });
    expect(moved.json().message).toBe(`shippingAddress.postalCode: ${ZIP_MESSAGE}`);
    const fixed = await call('PATCH', `/api/lists/${listId}`, owner, {
      version: titled.json().version,
      shippingAddress: { ...own.shippingAddress, line2: 'Apt 2', postalCode: '45402' },
    });
    expect(fixed.statusCode).toBe(200);
    expect((await call('POST', `/api/pledges/${pledge.id}/address`, donor)).json()).toEqual({
      address: { ...ADDRESS, line2: 'Apt 2' },
      missing: [],
    });
  });
});
