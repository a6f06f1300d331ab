import { describe, expect, it } from 'vitest';
import { parseProductPage } from './parse-product-page';
import { parsePriceCents } from './product-price';

const PAGE_URL = 'https://shop.example/kids/boots?id=7';

function wrapPage(head: string, body = ''): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

describe('parseProductPage', () => {
  it('reads Open Graph tags, decoding entities and resolving a relative image', () => {
    const page = parseProductPage(
      wrapPage(`
        <title>Ignored title</title>
        <meta property="og:title" content="Kids&#39; rain boots &amp; socks">
        <meta property="og:description" content="  Warm,
            waterproof   boots. ">
        <meta property="og:image" content="/img/boots.jpg">
        <meta property="og:site_name" content="Shoe Shop">
        <meta property="product:price:amount" content="24.99">
        <meta property="product:price:currency" content="usd">`),
      PAGE_URL,
    );
    expect(page).toEqual({
      title: "Kids' rain boots & socks",
      description: 'Warm, waterproof boots.',
      imageUrl: 'https://shop.example/img/boots.jpg',
      priceCents: 2499,
      currency: 'USD',
      siteName: 'Shoe Shop',
    });
  });

  it('prefers schema.org Product JSON-LD, found inside @graph with an AggregateOffer', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'BreadcrumbList', name: 'Kids' },
        {
          '@type': ['Product', 'Thing'],
          name: 'Rain boots, size 10',
          description: '<p>Soft lining &amp; grip soles</p>',
          image: [{ '@type': 'ImageObject', url: 'https://cdn.shop.example/boots-1.jpg' }],
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: '1,299.00',
            highPrice: '1,499.00',
            priceCurrency: 'EUR',
          },
          isSimilarTo: { '@type': 'Product', name: 'Other boots' },
        },
      ],
    };
    const page = parseProductPage(
      wrapPage(
        `<meta property="og:title" content="OG boots"><meta property="og:price:amount" content="9.99">
         <script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
      ),
      PAGE_URL,
    );
    expect(page).toMatchObject({
      title: 'Rain boots, size 10',
      description: 'Soft lining & grip soles',
      imageUrl: 'https://cdn.shop.example/boots-1.jpg',
      priceCents: 129_900,
      currency: 'EUR',
    });
  });

  it('reads offers given as a list, prices as numbers, and product types written in full', () => {
    const jsonLd = [
      { '@type': 'Organization', name: 'Shoe Shop' },
      {
        '@type': 'http://schema.org/Product',
        name: 'Socks',
        image: 'socks.png',
        offers: [
          { '@type': 'Offer', availability: 'OutOfStock' },
          { '@type': 'Offer', price: 5.5, priceCurrency: 'GBP' },
        ],
      },
    ];
    const page = parseProductPage(
      wrapPage(`<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`),
      PAGE_URL,
    );
    expect(page).toMatchObject({
      title: 'Socks',
      imageUrl: 'https://shop.example/kids/socks.png',
      priceCents: 550,
      currency: 'GBP',
    });
  });

  it('falls back to Twitter and plain meta tags, microdata and the title', () => {
    const page = parseProductPage(
      wrapPage(
        `<title>  Winter coat |
           Coat Store </title>
         <meta name="twitter:image" content="https://img.example/coat.webp">
         <meta name="description" content="A warm coat">
         <svg><title>Icon</title></svg>`,
        `<div itemscope itemtype="https://schema.org/Product">
           <span itemprop="price">1.299,00</span><meta itemprop="priceCurrency" content="EUR">
         </div>`,
      ),
      PAGE_URL,
    );
    expect(page).toEqual({
      title: 'Winter coat | Coat Store',
      description: 'A warm coat',
      imageUrl: 'https://img.example/coat.webp',
      priceCents: 129_900,
      currency: 'EUR',
      siteName: null,
    });
  });

  it('survives broken HTML and invalid JSON-LD, returning what it can and nulls for the rest', () => {
    const broken = `<html><head><title>Broken <b>page<meta property="og:image" content="javascript:alert(1)">
      <script type="application/ld+json">{"@type": "Product", "name": </script>
      <div><p>unclosed <span itemprop="price">`;
    expect(() => parseProductPage(broken, PAGE_URL)).not.toThrow();
    expect(parseProductPage(broken, PAGE_URL)).toMatchObject({
      imageUrl: null,
      priceCents: null,
      currency: null,
    });
    expect(parseProductPage('', PAGE_URL)).toEqual({
      title: null,
      description: null,
      imageUrl: null,
      priceCents: null,
      currency: null,
      siteName: null,
    });
    expect(parseProductPage('<title>Only a title</title>', 'not a url')).toMatchObject({
      title: 'Only a title',
      imageUrl: null,
    });
  });

  it('reads JSON-LD wrapped in a comment or with raw line breaks in strings', () => {
    const page = parseProductPage(
      wrapPage(`<script type="application/ld+json"><!--
        {"@type": "Product", "name": "Line
        break", "offers": {"priceSpecification": {"price": "3", "priceCurrency": "CAD"}}}
      --></script>`),
      PAGE_URL,
    );
    expect(page).toMatchObject({ title: 'Line break', priceCents: 300, currency: 'CAD' });
  });

  it('keeps images to http and https and follows <base href>', () => {
    const page = parseProductPage(
      wrapPage('<base href="https://cdn.example/assets/"><meta property="og:image" content="a.jpg">'),
      PAGE_URL,
    );
    expect(page.imageUrl).toBe('https://cdn.example/assets/a.jpg');
    const dataImage = parseProductPage(
      wrapPage('<meta property="og:image" content="data:image/png;base64,AAAA">'),
      PAGE_URL,
    );
    expect(dataImage.imageUrl).toBeNull();
  });

  it('caps the title at 120 characters and the description at 500', () => {
    const page = parseProductPage(
      wrapPage(
        `<meta property="og:title" content="${'a'.repeat(300)}">` +
          `<meta property="og:description" content="${'b '.repeat(600)}">`,
      ),
      PAGE_URL,
    );
    expect(page.title).toHaveLength(120);
    expect(page.title?.endsWith('…')).toBe(true);
    expect(Array.from(page.description ?? '')).toHaveLength(500);
  });

  it('refuses currencies that are not ISO 4217 codes', () => {
    const page = parseProductPage(
      wrapPage(
        '<meta property="og:price:amount" content="5"><meta property="og:price:currency" content="$">',
      ),
      PAGE_URL,
    );
    expect(page).toMatchObject({ priceCents: 500, currency: null });
  });
});

describe('parsePriceCents', () => {
  it.each([
    [24.99, 2499],
    ['24.99', 2499],
    ['1,299.00', 129_900],
    ['1.299,00', 129_900],
    ['1 299,50 €', 129_950],
    ["CHF 1'299.90", 129_990],
    ['$1,299', 129_900],
    ['24,99', 2499],
    ['19.99 - 29.99', 1999],
    ['7', 700],
  ])('reads %j as %i cents', (value, cents) => {
    expect(parsePriceCents(value)).toBe(cents);
  });

  it.each([[0], ['0.00'], [-5], ['free'], [''], [null], [{}], [Number.NaN], ['99999999']])(
    'reads %j as no price',
    (value) => {
      expect(parsePriceCents(value)).toBeNull();
    },
  );
});
