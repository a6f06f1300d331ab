import type { TBlogSeedPost } from '../blog-seed-posts';

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#f8fafc"/>
<circle cx="600" cy="315" r="260" fill="#ccfbf1"/>
<circle cx="140" cy="120" r="70" fill="#fde68a"/>
<circle cx="1080" cy="520" r="90" fill="#cbd5e1"/>
<path d="M540 110l170 60v130c0 110-75 190-170 225-95-35-170-115-170-225V170z" fill="#0f766e"/>
<path d="M540 150l130 46v104c0 85-57 148-130 178z" fill="#115e59"/>
<path d="M470 320l50 52 95-105" fill="none" stroke="#fff" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="790" cy="380" r="78" fill="#fff" stroke="#334155" stroke-width="18"/>
<circle cx="790" cy="380" r="50" fill="#fde68a"/>
<path d="M846 436l86 86" stroke="#334155" stroke-width="30" stroke-linecap="round"/>
</svg>`;

const BODY = `Giving to someone you have never met takes trust. This guide explains how to judge a needs list, what Kindlist checks for you, and the one habit that protects you most.

## The rule that protects you most: buy the item yourself

**Kindlist never handles money.** There is no button for sending cash to a family, and there never needs to be. You reserve an item, buy it at a store you choose and have it shipped to the family. The store takes your payment; the family receives a thing, not money.

That makes one warning sign very simple. If anyone, on Kindlist or anywhere else, asks you to:

- send cash, a gift card or a code from a gift card,
- pay through a payment app, a wire transfer or cryptocurrency,
- “just send me the money and I’ll buy it myself”,

stop. A gift card is money, and a real family on Kindlist does not need you to pay them. **Nobody from Kindlist will ask you for money, passwords or codes.**

## How to judge a list

No single detail proves a list is genuine or fake. Look at the list as a whole and ask whether it makes sense.

### Do the items fit the story?

After a house fire, a family needs clothes, bedding and kitchen basics. A new baby means diapers, wipes and sleepers. Be careful with **expensive items that have no clear link** to what happened, especially when they are the only things on the list.

### Are the items specific?

Real needs tend to come with details: sizes, ages, quantities. “Boy’s jeans, size 10” reads like a parent writing for a child. A list of vague, costly, easy-to-resell items deserves a closer look.

### Does the story or photo look familiar?

Copying a real family’s story or photos is a common trick. If you have seen the same words or picture on another list, trust that feeling, and report it.

### Who is behind it?

The list shows the name of the person who wrote it, linked to their profile: when they joined, how many lists they have published and how many were fulfilled. A new account is not a warning sign in itself: someone who has just lost their home may well have signed up that same day. It is one detail among many, not a verdict.

Some lists carry a **Verified by Kindlist** mark next to their title. Many genuine lists do not, so treat a missing mark as neutral, not as a warning.

### Where do the store links go?

Families can add a link to a product page at any store. Kindlist adds no affiliate or tracking codes to the store searches it builds, and every link opens the store’s own website. If a link leads to a shop you do not know, you do not have to use it: buy the same item at a store you trust and ship it to the family’s address.

## What Kindlist does for you

You are not judging alone. A few protections are built into how the site works:

- **Confirmed email.** A list cannot be published until its owner has confirmed their email address. You also confirm yours before you can reserve.
- **The copycat check.** When a list is published, its photos and story are compared with other families’ lists. A list that looks like a close copy is held for our moderators: until they have looked at it, it stays out of search and cannot receive gifts.
- **Reports.** Anyone signed in can report a list. Reports go to our moderators, and the family is not told who reported it.
- **The address stays private.** A family’s shipping address is shown only to a donor with an active reservation or purchase on that list, and every time it is shown, the family can see it. Send your gift to that address, not to one someone gives you elsewhere.

## If something feels wrong

You never owe a list your money. If something does not sit right:

1. Do not buy anything, and do not move the conversation off Kindlist.
2. Open the list and press **Report this list** at its foot. Choose what is wrong: it looks like a scam, it copies another list, it shows someone’s private information, it has offensive content, or something else. Add a few words if you can.
3. For anything a report does not cover, [write to us](/contact-us).

If you have already lost money to a scam, here or anywhere, contact your bank or card issuer straight away, and report it to the Federal Trade Commission at [reportfraud.ftc.gov](https://reportfraud.ftc.gov).

## Give with confidence

Most of the protection you need comes from the way Kindlist works: you buy the item at a store, the family receives the thing itself, and nothing is sent to a stranger’s account. Add a moment of common sense about the list in front of you, and you can give knowing it reaches someone who asked for exactly that.

More about how reservations, addresses and reports work is in [our FAQ](/faq).
`;

export const spotAndAvoidScamsPost: TBlogSeedPost = {
  slug: 'how-donors-can-spot-and-avoid-scams',
  title: 'How donors can spot and avoid scams',
  excerpt:
    'How to judge a needs list, what Kindlist checks for you, and the one habit that protects you most: buy the item at a store yourself.',
  coverAlt: 'A teal shield with a white check mark beside a magnifying glass.',
  coverSvg: COVER,
  bodyMarkdown: BODY,
  publishedDaysAgo: 11,
};
