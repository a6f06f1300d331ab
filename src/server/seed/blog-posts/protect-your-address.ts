import { RESERVATION_HOURS } from '#shared/pledge-limits';
import type { TBlogSeedPost } from '../blog-seed-posts';

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#115e59"/>
<circle cx="150" cy="110" r="90" fill="#134e4a"/>
<circle cx="1080" cy="540" r="150" fill="#134e4a"/>
<rect x="300" y="150" width="520" height="340" rx="24" fill="#fff"/>
<path d="M310 170l250 190 250-190" fill="none" stroke="#cbd5e1" stroke-width="14" stroke-linejoin="round"/>
<path d="M310 470l190-150M810 470L620 320" stroke="#cbd5e1" stroke-width="10"/>
<path d="M770 330v-50a80 80 0 01160 0v50" fill="none" stroke="#fde68a" stroke-width="30"/>
<rect x="730" y="320" width="240" height="190" rx="26" fill="#fcd34d"/>
<circle cx="850" cy="400" r="24" fill="#134e4a"/>
<rect x="838" y="405" width="24" height="60" rx="10" fill="#134e4a"/>
<circle cx="230" cy="520" r="16" fill="#ccfbf1"/><circle cx="1000" cy="120" r="12" fill="#ccfbf1"/>
</svg>`;

const BODY = `To send you a gift, a donor needs your shipping address. It is also the most private thing on your list. Here is exactly who can see it, when, and how you can check.

## What everyone sees on your list

Anyone who can open your list sees **your city and state**, never your street and never your ZIP code.

If you give a ZIP code, we use it only so that donors searching near a place can find your list. For that search, your list is placed at the centre of your city, or, if we do not know the city, at the centre of the wider area of your ZIP code’s first three digits. The code itself is not shown to anyone else.

Photos are handled with care too. Our server opens every photo you upload and saves a new copy of it, without the **hidden location data** that phones store inside pictures. What a photo shows is still up to you, so avoid house numbers, street signs and anything else that points to where you live.

## Where your address is kept

Your shipping address is **stored encrypted**: the recipient’s name, address lines, city, state, postal code and country. It is not part of your list’s page, its search results or the previews shown when your link is shared. Kindlist’s admins are not shown your address in the app.

## Who can see it

On Kindlist, only two kinds of people:

- **You**, in your list’s editor.
- **A donor with an active gift on your list**, meaning an item they have reserved, or bought and not yet had confirmed as received.

Even that donor does not see your address automatically. They must be signed in, with a confirmed email address, and press a button to show it, usually right when they are ready to order at the store. Someone who is only browsing your list cannot see it.

The window is short. A reservation lasts ${RESERVATION_HOURS} hours. Once a reservation is cancelled or runs out, or once you confirm that a gift arrived, that donor can no longer ask for your address.

## Every view is recorded, and you can see them

Each time a donor is shown your address, Kindlist records it. On your list, under **“Who saw your address”**, you see who looked and when: their name as they chose to show it, or “An anonymous donor” if they gave anonymously.

That gives you a simple way to check. Each name there should belong to someone who reserved or bought something for you. If a name worries you, [contact us](/contact-us) and tell us what you saw.

## If your address is missing or incomplete

If you start filling in your address, you need to finish it (recipient name, first address line, city, postal code and country) or clear it before you can publish.

If you publish without an address, nobody is shown anything. When a donor is ready to send a gift and asks for your address, you get a notice asking you to add it, once for each gift. The donor is told you have not finished it yet and can check back.

## Choices that help

You stay in control of your address and your list:

- **Use an address you are comfortable sharing.** If you are in a hotel, a shelter or moving around, a trusted relative’s or friend’s address may be safer and more reliable.
- **Keep it current.** Change the address in your list’s editor whenever you move.
- **Choose who can see your list.** An unlisted list can be opened only by people you send the link to. Making a list private hides it from everyone but you and ends any open reservations.
- **Archive a list when you are done.** It takes no more gifts, and any open reservations end. Gifts already bought can still arrive.
- **Delete your account** in [Settings](/settings) whenever you want. You can download a copy of your data there first.

## If you are a donor

Ask for the address when you are ready to order, ship your gift to it exactly as shown, and use it for nothing else. If someone contacts you outside Kindlist asking you to send a gift somewhere different, be careful, and tell us.

## The short version

- Your list shows your city and state, nothing more.
- Your address is stored encrypted and never appears on your list.
- Only a donor with an active gift can see it, by asking on purpose.
- Every time they do, you can see it.

The [privacy policy](/privacy-policy) describes everything Kindlist keeps and who sees it, in plain words.
`;

export const protectYourAddressPost: TBlogSeedPost = {
  slug: 'how-we-protect-your-address',
  title: 'How we protect your address',
  excerpt:
    'Your shipping address is the most private part of your list. Here is exactly who can see it, when, and how you can check.',
  coverAlt: 'A white envelope closed with a large yellow padlock on a dark teal background.',
  coverSvg: COVER,
  bodyMarkdown: BODY,
  publishedDaysAgo: 34,
};
