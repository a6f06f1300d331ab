import {
  ACTIVE_RESERVATIONS_MAX,
  RESERVATION_HOURS,
  RESERVATION_REMINDER_HOURS,
} from '#shared/pledge-limits';
import type { TBlogSeedPost } from '../blog-seed-posts';

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#f8fafc"/>
<rect y="500" width="1200" height="130" fill="#ccfbf1"/>
<path d="M300 250l210-80 210 80-210 80z" fill="#fde68a"/>
<path d="M300 250v230l210 80V330z" fill="#fcd34d"/>
<path d="M720 250v230l-210 80V330z" fill="#fcd34d"/>
<path d="M720 250v230l-210 80V330z" fill="#334155" opacity=".15"/>
<path d="M400 212l210 80v70l-40-15v-55L360 227z" fill="#fff" opacity=".85"/>
<circle cx="860" cy="220" r="130" fill="#0f766e"/>
<circle cx="860" cy="220" r="100" fill="#ccfbf1"/>
<path d="M860 150v70l50 35" fill="none" stroke="#134e4a" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="960" cy="440" r="58" fill="#115e59"/>
<path d="M932 440l20 21 36-40" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="170" cy="130" r="40" fill="#cbd5e1"/>
</svg>`;

const BODY = `You found a family’s list and pressed **Reserve**. Thank you. Here is what happens next, step by step, from the store to the family’s thank-you.

## Why reserving comes first

A reservation tells everyone else that this item is taken care of. Without it, two kind people could buy the same stroller, and the family would still be missing the sheets. Kindlist never lets more of an item be reserved than the family asked for, even when several donors press Reserve at the same moment.

To reserve, you need to be signed in with a confirmed email address. You choose how many to reserve, so you can take part of a larger quantity and leave the rest for someone else. The family is told that the item is reserved.

You can hold up to ${ACTIVE_RESERVATIONS_MAX} reservations at once, across all lists, so no one can block a family’s list by reserving everything.

## The ${RESERVATION_HOURS}-hour hold

Your reservation **holds the item for ${RESERVATION_HOURS} hours**. During that time, nobody else can reserve what you took.

- You will find it, with the time it ends, under **My gifts**.
- We remind you ${RESERVATION_REMINDER_HOURS} hours before it ends.
- If you have not reported buying it by then, the reservation ends by itself, you are told, and the item is open to other donors again.

Only reserve what you can buy within the ${RESERVATION_HOURS} hours. If plans change, cancel: it frees the item straight away instead of making the family wait.

## Step 1: buy it at a store you choose

Kindlist never takes your money. You pay the store directly.

- Check the **size and quantity** on the item before you buy.
- If the family added a link to a product page, you can use it. Kindlist also shows searches for the item at a few large online stores. We add no affiliate or tracking codes to the searches we build.
- You can buy the same item anywhere you like, online or in person, as long as it can be sent to the family.

## Step 2: have it sent to the family

On your reservation, press **Show the shipping address**. It is shown only while your gift is active, and each time you look, the family can see that you did. Copy it into the store’s checkout exactly as it appears.

If the family has not finished their address yet, you will not see one. They are asked to add it, and you can check back later. If the store offers it, marking your order as a gift keeps prices off the packing slip.

## Step 3: tell the family with “I bought this”

Once you have ordered, press **I bought this**. You will be asked:

- **which store** you used;
- **how many** you bought, if it was fewer than you reserved (the rest opens up for other donors);
- an **order number** and a **message** for the family, both optional;
- whether to **stay anonymous**. The family and everyone else then see “An anonymous donor” instead of your name.

This step is **self-reported**: Kindlist does not see your order, and the family relies on your word. Please mark an item as bought only once you have actually ordered it.

The family is told right away that a gift is on its way. Once you have reported buying it, the reservation can no longer be cancelled, so if something goes wrong with the order afterwards, [write to us](/contact-us).

If your reservation ran out before you reported buying it, you can still report it from the list, as long as the item is still needed.

## When it arrives

When the package reaches the family, they press **Confirm received**, and you are told that your gift arrived. If it has not come, they can press **Not received yet**; you are told, so you can check the order’s tracking with the store.

When everything on a list has arrived, the list is marked fulfilled, and everyone who gave to it hears the news.

## Thank-you notes

A family can send you a thank-you note for each gift you bought. It comes **through Kindlist**: you read it in your notifications and under My gifts. Neither of you sees the other’s email address, and if you gave anonymously, the family can thank you without ever learning your name.

## Changing your mind

That is fine. You can cancel a reservation at any time before you report buying it, and the item is open to other donors at once.

Sometimes a reservation ends for another reason: the family archives the list, makes it private, or our moderators take it down. Then open reservations end and you are told. Gifts you already bought stay recorded, because they may still arrive.

Looking for another family to help? [Browse the lists](/browse). Still have a question? Read [our FAQ](/faq).
`;

export const afterYouReservePost: TBlogSeedPost = {
  slug: 'what-happens-after-you-reserve-an-item',
  title: 'What happens after you reserve an item',
  excerpt: `A reservation holds an item for you for ${RESERVATION_HOURS} hours so nobody else buys it. Here is what comes next, from the store to the family’s thank-you.`,
  coverAlt: 'A yellow parcel next to a teal clock and a round check mark.',
  coverSvg: COVER,
  bodyMarkdown: BODY,
  publishedDaysAgo: 52,
};
