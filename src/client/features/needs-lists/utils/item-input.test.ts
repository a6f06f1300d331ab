import { describe, expect, it } from 'vitest';
import { checkItemValues, EMPTY_ITEM, normalizeProductUrl, parsePriceToCents } from './item-input';

describe('parsePriceToCents', () => {
  it.each([
    ['12.50', 1250],
    ['$12', 1200],
    [' 12,50 ', 1250],
    ['12,5', 1250],
    ['1,250', 125_000],
    ['1,250.99', 125_099],
    ['0.99', 99],
    ['', null],
  ])('reads %j as %j cents', (input, cents) => {
    expect(parsePriceToCents(input)).toBe(cents);
  });

  it.each(['12,500,0', '12.505', 'ten', '-3', '1.2.3', '12,'])('refuses %j', (input) => {
    expect(parsePriceToCents(input)).toBeNaN();
  });
});

describe('normalizeProductUrl', () => {
  it('adds https:// to a bare address and keeps full ones', () => {
    expect(normalizeProductUrl('www.target.com/p/kids-coat')).toBe('https://www.target.com/p/kids-coat');
    expect(normalizeProductUrl(' http://example.com ')).toBe('http://example.com');
    expect(normalizeProductUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(normalizeProductUrl('www.target.com:8080/x')).toBe('https://www.target.com:8080/x');
    expect(normalizeProductUrl('  ')).toBeNull();
  });

  it('finds the link in what a phone shares, and writes a space in it as a browser does', () => {
    expect(normalizeProductUrl('Mire este abrigo: https://www.walmart.com/ip/123.')).toBe(
      'https://www.walmart.com/ip/123',
    );
    expect(normalizeProductUrl('Look at www.target.com/p/coat, size 6')).toBe(
      'https://www.target.com/p/coat',
    );
    expect(normalizeProductUrl(' https://www.walmart.com/ip/Abrigo azul 123 ')).toBe(
      'https://www.walmart.com/ip/Abrigo%20azul%20123',
    );
    expect(normalizeProductUrl('https://www.target.com/p/kids-\ncoat')).toBe(
      'https://www.target.com/p/kids-coat',
    );
  });
});

describe('checkItemValues', () => {
  it('says everything that needs a change at once, each under its own field', () => {
    const result = checkItemValues({
      ...EMPTY_ITEM,
      name: 'Diapers, size 3',
      quantity: '0',
      price: 'abc',
      productUrl: 'not a link',
    });
    expect(result.item).toBeNull();
    expect(result.errors).toEqual({
      quantity: 'A whole number from 1 to 999',
      price: 'Enter a price such as 12.50, or leave it empty',
      productUrl:
        'This is not a link to a web page. Copy the address of the product’s page, or leave it empty',
    });
  });

  it('asks for a name and a whole quantity', () => {
    for (const quantity of ['', '1.5', '1000', '-2', 'two']) {
      expect(checkItemValues({ ...EMPTY_ITEM, quantity }).errors).toMatchObject({
        name: expect.stringMatching(/^Say what you need/),
        quantity: 'A whole number from 1 to 999',
      });
    }
  });

  it('asks for a name in words, not only emoji, as the server does', () => {
    for (const name of ['🧸', '🧸🧸 !!', '123']) {
      expect(checkItemValues({ ...EMPTY_ITEM, name }).errors, name).toEqual({
        name: 'Name it in words, not only emoji or symbols, so donors can find it at a store, for example “teddy bear”',
      });
    }
    expect(checkItemValues({ ...EMPTY_ITEM, name: '🧸 oso de peluche' }).errors).toBeNull();
  });

  it('refuses a link the server would refuse, and a price above the limit', () => {
    for (const productUrl of [
      'not a link',
      'diapers',
      'https://a..b/x',
      'javascript:alert(1)',
      'ftp://example.com/a',
      `example.com/${'x'.repeat(2000)}`,
    ]) {
      expect(checkItemValues({ ...EMPTY_ITEM, name: 'Coat', productUrl }).errors).toHaveProperty(
        'productUrl',
      );
    }
    expect(checkItemValues({ ...EMPTY_ITEM, name: 'Car', price: '100001' }).errors).toEqual({
      price: 'Enter a price of at most 100,000',
    });
  });

  it('takes a valid link pasted with words or spaces around it as the link it is', () => {
    for (const [productUrl, kept] of [
      ['  www.target.com/p/kids-coat  ', 'https://www.target.com/p/kids-coat'],
      ['Mire: https://www.walmart.com/ip/123', 'https://www.walmart.com/ip/123'],
      ['https://www.walmart.com/ip/Abrigo azul', 'https://www.walmart.com/ip/Abrigo%20azul'],
    ] as const) {
      const checked = checkItemValues({ ...EMPTY_ITEM, name: 'Coat', productUrl });
      expect(checked.errors, productUrl).toBeNull();
      expect(checked.item?.productUrl, productUrl).toBe(kept);
    }
  });

  it('keeps a name or a store past its limit as typed, and says how much to remove', () => {
    const result = checkItemValues({ ...EMPTY_ITEM, name: 'a'.repeat(500), retailer: 'b'.repeat(101) });
    expect(result.item).toBeNull();
    expect(result.errors).toEqual({
      name: '300 characters too many: remove them (at most 200)',
      retailer: '1 character too many: remove it (at most 100)',
    });
    expect(checkItemValues({ ...EMPTY_ITEM, name: 'a'.repeat(200) }).errors).toBeNull();
  });

  it('gives the item as the API takes it when everything reads well', () => {
    expect(
      checkItemValues({
        name: 'Winter coat, size 6',
        quantity: '2',
        priority: '5',
        price: '$24,99',
        productUrl: 'www.target.com/p/coat',
        retailer: 'Target',
      }),
    ).toEqual({
      errors: null,
      item: {
        name: 'Winter coat, size 6',
        quantity: 2,
        priority: 5,
        priceCents: 2499,
        productUrl: 'https://www.target.com/p/coat',
        retailer: 'Target',
      },
    });
    expect(checkItemValues({ ...EMPTY_ITEM, name: 'Soap' }).item).toMatchObject({
      priceCents: null,
      productUrl: null,
    });
    for (const productUrl of ['http://127.0.0.1:5199/p/kettle', 'shop.example.com/p/1?size=6#top']) {
      expect(checkItemValues({ ...EMPTY_ITEM, name: 'Kettle', productUrl }).errors).toBeNull();
    }
  });
});
