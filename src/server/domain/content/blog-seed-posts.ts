import { LIST_PHOTOS_MAX, LIST_STORY_MIN } from '../../../shared/needs-list-limits';
import {
  ACTIVE_RESERVATIONS_MAX,
  RESERVATION_HOURS,
  RESERVATION_REMINDER_HOURS,
} from '../../../shared/pledge-limits';

// The articles the app seeds into its blog. Each one describes only what Kindlist does today (FAQ, privacy
// policy, pledges and needs-lists domains); the numbers come from the same constants the server uses, so a
// changed limit changes the text. Change an article when the behaviour it describes changes.

export type TBlogSeedPost = {
  /** Lowercase words joined by hyphens, at most 80 characters. */
  slug: string;
  title: string;
  /** One or two sentences, at most 200 characters. */
  excerpt: string;
  /** What the cover illustration shows, for people who cannot see it. */
  coverAlt: string;
  /** A 1200×630 flat illustration in the brand's colours, without text or faces. */
  coverSvg: string;
  /** CommonMark: ## and ### headings only (the page has the h1). */
  bodyMarkdown: string;
  /** How many days before seeding the post counts as published. */
  publishedDaysAgo: number;
};

const WRITE_A_LIST_COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#ccfbf1"/>
<circle cx="1050" cy="100" r="180" fill="#fde68a"/>
<circle cx="120" cy="560" r="140" fill="#0f766e" opacity=".15"/>
<rect x="400" y="70" width="400" height="510" rx="28" fill="#fff" stroke="#134e4a" stroke-width="6"/>
<rect x="520" y="46" width="160" height="56" rx="16" fill="#115e59"/>
<g fill="#0f766e"><circle cx="480" cy="180" r="28"/><circle cx="480" cy="280" r="28"/><circle cx="480" cy="380" r="28"/></g>
<g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
<path d="M466 180l10 11 18-21"/><path d="M466 280l10 11 18-21"/><path d="M466 380l10 11 18-21"/></g>
<circle cx="480" cy="480" r="26" fill="#fff" stroke="#cbd5e1" stroke-width="6"/>
<g fill="#cbd5e1"><rect x="530" y="168" width="210" height="24" rx="12"/><rect x="530" y="268" width="170" height="24" rx="12"/>
<rect x="530" y="368" width="200" height="24" rx="12"/><rect x="530" y="468" width="150" height="24" rx="12"/></g>
<rect x="530" y="168" width="90" height="24" rx="12" fill="#fcd34d"/>
</svg>`;

const SPOT_SCAMS_COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
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

const HOUSE_FIRE_COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="#fde68a"/>
<circle cx="980" cy="150" r="110" fill="#fcd34d"/>
<rect y="500" width="1200" height="130" fill="#ccfbf1"/>
<path d="M0 500q300-40 600 0t600 0v20H0z" fill="#0f766e" opacity=".25"/>
<rect x="420" y="290" width="360" height="230" fill="#0f766e"/>
<path d="M380 300L600 120l220 180z" fill="#134e4a"/>
<rect x="700" y="150" width="44" height="90" fill="#134e4a"/>
<rect x="455" y="330" width="80" height="70" rx="8" fill="#ccfbf1"/>
<rect x="555" y="400" width="90" height="120" rx="10" fill="#f8fafc"/>
<path d="M700 395c-22-30-70-10-52 28 10 20 52 48 52 48s42-28 52-48c18-38-30-58-52-28z" fill="#fcd34d"/>
<g fill="#fff" opacity=".8"><circle cx="250" cy="200" r="14"/><circle cx="300" cy="150" r="9"/><circle cx="200" cy="270" r="10"/></g>
</svg>`;

const PROTECT_ADDRESS_COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
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

const AFTER_RESERVE_COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
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

const WRITE_A_LIST_BODY = `When people want to help, the hardest part is often knowing what to send. A good needs list answers that question before anyone has to ask. This guide walks through each part of a Kindlist list and what makes it easy for a donor to say yes.

You do not have to get it right in one sitting. Your list **saves as you type**, so you can start on a phone, stop when you are tired, and come back later.

## Start with the items

Begin with what your family needs most this week, then add the rest. The items are what donors act on, so they deserve most of your attention.

### Be exact

A donor standing in a store, or looking at a product page, needs to know exactly what to pick. Write items the way you would for a friend doing your shopping:

- **Sizes and ages:** “Diapers, size 4”, “Boy’s winter coat, size 8”, “Women’s sneakers, size 7 wide”.
- **How many:** set the quantity instead of repeating the item. A donor can reserve part of a quantity, so “Bath towels, 4” can be covered by two different people.
- **What matters to you:** “twin sheets” and “full sheets” are different purchases. If your baby needs a particular formula, write its exact name and can size in the item’s details.

### Put the most needed first

Every item has a priority, from **Needed most** to **Nice to have**. Donors see the most needed items first, and you can use the arrows to change the order of items with the same priority. Be honest with yourself here: if everything is marked “needed most”, nothing stands out.

### Make each item easy to buy

- Pick items from the [product catalog](/products): diapers by size, school supplies, clothes and more, with typical prices.
- Or paste a link to a product page from any store. Kindlist reads its name and price for you to check before you add it.
- Add a price when you know it. Everyday things at a fair price are the easiest for a donor to say yes to.

If you leave out a link, donors still get simple searches at large online stores for the item’s name.

## Then tell your story, briefly

Your story needs at least ${LIST_STORY_MIN} characters, and a few honest sentences are enough. Say what happened, who the things are for and how you are managing now. Donors give to people, and a clear, plain story helps them understand why each item is on the list.

A few things to leave out:

- your street address, phone number or email;
- your children’s full names, schools or exact ages tied to their names;
- anything you would not want a stranger to know.

If the list is for someone else, say so: Kindlist asks for that person’s name and how you know them, and the list shows who it is for.

## Title, place, photos and timing

- **Title:** plain beats clever. “Family of four starting over after an apartment fire” tells a donor more than “Please help us”.
- **Place:** your city and state are required and shown on the list. Your ZIP code is optional and never shown; it only helps donors searching near a place find you.
- **Category:** choose the closest one, so your list appears on the right topic page.
- **Urgency and needed-by date:** both are optional, and both help donors decide what to do first. A needed-by date is useful when something has a real deadline, like the first day of school.
- **Photos:** you can add up to ${LIST_PHOTOS_MAX}. The first is the cover shown in search and when your link is shared. A photo of the damage or an empty room works well. Avoid your house number and children’s faces. Kindlist removes the hidden location data that phones store in photos.

Use your own photos and your own words. When a new list’s story or photos closely match another family’s list, it is held out of search until our moderators have looked at it, because copying real families’ lists is a common scam.

## Add your shipping address

Donors cannot send anything without it. Your address is **stored encrypted and never shown on the list**. Only a donor who has reserved or bought one of your items can see it, by asking for it on purpose, and you see who did and when.

If you start the address, fill in all of it (recipient name, first address line, city, postal code and country) or clear it before you publish. If you leave it empty, you will be asked to add it as soon as a donor is ready to send something, but adding it now saves that donor a wait.

## Publish and share

Publishing asks you to confirm your email address first, so donors know a real person is behind the list. Then choose who can see it:

- **Public:** anyone can find it in search and on the topic pages.
- **Unlisted:** only people with the link can open it.
- **Private:** only you.

Share the link with the people around you: family, friends, neighbors, your workplace, your children’s school or your faith community. The people who know you are a good place to start, and they can pass the link on.

## Keep it current

Looking after your list helps donors trust it. When a donor reserves or buys something, you are told. When a gift arrives, press **Confirm received**; if it has not come, press **Not received yet** and the donor is asked to check the order. Then send a thank-you note through Kindlist.

If your needs change, edit the list. Items that donors have already reserved or bought stay on it, but you can remove the rest or lower a quantity to what was already given. When everything has arrived, your list is marked fulfilled and everyone who gave hears the good news.

Ready? [Create your list](/create). You can stop at any point and pick up where you left off. More questions are answered in [our FAQ](/faq).
`;

const SPOT_SCAMS_BODY = `Giving to someone you have never met takes trust. This guide explains how to judge a needs list, what Kindlist checks for you, and the one habit that protects you most.

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

const HOUSE_FIRE_BODY = `If your home has just burned, you do not need a perfect plan. You need tonight covered, then the next few days, then the next few weeks. This guide helps you decide what to ask for on a needs list now, what can wait, and where to turn for help that a list cannot give.

## First, the help that comes before a list

### The Red Cross and local services

If you have not already, contact the **American Red Cross** on 1-800-733-2767 or at [redcross.org](https://www.redcross.org). Local Red Cross volunteers respond to home fires and may be able to help with immediate needs such as somewhere to stay, food and basic supplies. Ask what they can offer in your area.

For food, shelter and local services, call or text **211**. If the fire was part of a larger disaster, such as a wildfire, ask whether federal disaster assistance is open where you live.

Our [support resources](/support-resources) page lists these organisations and others, grouped by need, with how to reach them.

### Your insurance

If you have homeowners or renters insurance, call your insurer as soon as you can. Many policies include help with living costs while you cannot live at home, sometimes called “additional living expenses” or “loss of use”, as well as replacing belongings. Ask what your policy covers, how to document what you lost, and keep every receipt.

It is fine to ask for what you need now, even if insurance may pay for some things later. If you know a claim will cover something soon, put it lower on your list, and consider saying so in your story. Donors appreciate honesty.

### What does not belong on a needs list

- **Prescription medicines:** call your pharmacy or doctor; they can help you replace them.
- **Identity documents:** birth certificates, Social Security cards and driver’s licenses are replaced by the agencies that issued them. Benefits and legal help are on the support resources page.
- **Cash:** Kindlist never handles money. Donors buy items and ship them to you.

## The first days: getting through the week

Think about where you are sleeping for the next few nights and what each person needs to get through a normal day.

- **Toiletries:** toothbrushes, toothpaste, deodorant, shampoo, a hairbrush, menstrual products, razors.
- **Clothes:** underwear, socks, pajamas and one or two changes of clothes for each person, with sizes.
- **Babies and toddlers:** diapers and wipes in the right size, the formula your baby already drinks, bottles.
- **Practical things:** phone chargers, a reusable water bottle, a small bag or backpack.
- **Comfort:** a blanket, a soft toy for a small child, something to do in a hotel room.
- **Food that needs no kitchen:** if you are in a hotel or shelter, snacks and simple meals help.

Mark these as **Needed most**, set the list’s urgency, and add a needed-by date if something has a real deadline, like school starting again.

## The first weeks: setting up again

Once you know where you will stay for a while, the list changes. Now you are making a temporary place work.

- **Bedding:** sheets, blankets and pillows. Write the bed size: twin, full, queen or king.
- **Bath:** towels, washcloths, a bath mat.
- **Kitchen basics:** a pot, a pan, plates, bowls, cutlery, cups, a can opener, dish soap.
- **Cleaning and laundry:** cleaning supplies, a laundry basket, hangers, detergent.
- **Work and school:** work clothes and shoes, school clothes, a backpack and school supplies.
- **Season:** coats, boots, hats and gloves if winter is coming.

Leave large furniture for later unless you have a settled place to put it. Things that survived the fire may still smell strongly of smoke; it is reasonable to ask for replacements of clothes and bedding you cannot use.

## Get the sizes right once

Sizes are the detail donors worry about most. Write them down once for everyone in the family and copy them into each item:

- clothing sizes (children’s sizes such as 6, 8 or 10/12; adults’ S to XL or numbers);
- shoe sizes, with width if it matters;
- diaper size;
- bed sizes.

For children heading into a new season, asking one size up for coats and shoes gives them room to grow.

## Where should gifts go?

If you are staying in a hotel, a shelter or with relatives, check that packages can be received there. A hotel front desk can tell you whether it accepts parcels for guests. If not, use the address of a relative or friend you trust. You can change the shipping address in your list’s editor whenever your situation changes.

Your shipping address is **stored encrypted and never shown on your list**. Only a donor who has reserved or bought one of your items can see it, and you can see who did and when.

## Take care of yourselves

A fire is a shock for everyone, children included. If you or someone in your family is struggling, the support resources page lists people you can talk to, including the Disaster Distress Helpline and 988, any time of day.

When you are ready, [create your needs list](/create). It saves as you type, so you can write a little at a time.
`;

const PROTECT_ADDRESS_BODY = `To send you a gift, a donor needs your shipping address. It is also the most private thing on your list. Here is exactly who can see it, when, and how you can check.

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

const AFTER_RESERVE_BODY = `You found a family’s list and pressed **Reserve**. Thank you. Here is what happens next, step by step, from the store to the family’s thank-you.

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

/** The blog's first articles, newest first. */
export const BLOG_SEED_POSTS: readonly TBlogSeedPost[] = [
  {
    slug: 'how-to-write-a-needs-list-that-gets-fulfilled',
    title: 'How to write a needs list that gets fulfilled',
    excerpt:
      'Exact sizes, a clear order of what matters most and a few honest sentences: small choices that make it easy for a donor to say yes.',
    coverAlt: 'A clipboard with a list of items, three of them ticked off with teal check marks.',
    coverSvg: WRITE_A_LIST_COVER,
    bodyMarkdown: WRITE_A_LIST_BODY,
    publishedDaysAgo: 3,
  },
  {
    slug: 'how-donors-can-spot-and-avoid-scams',
    title: 'How donors can spot and avoid scams',
    excerpt:
      'How to judge a needs list, what Kindlist checks for you, and the one habit that protects you most: buy the item at a store yourself.',
    coverAlt: 'A teal shield with a white check mark beside a magnifying glass.',
    coverSvg: SPOT_SCAMS_COVER,
    bodyMarkdown: SPOT_SCAMS_BODY,
    publishedDaysAgo: 11,
  },
  {
    slug: 'what-to-ask-for-after-a-house-fire',
    title: 'What to ask for after a house fire',
    excerpt:
      'What to put on a needs list in the first days and the first weeks after a fire, how to get sizes right, and where to find help a list cannot give.',
    coverAlt: 'A small teal house with a warm yellow heart beside its door, under a soft sun.',
    coverSvg: HOUSE_FIRE_COVER,
    bodyMarkdown: HOUSE_FIRE_BODY,
    publishedDaysAgo: 20,
  },
  {
    slug: 'how-we-protect-your-address',
    title: 'How we protect your address',
    excerpt:
      'Your shipping address is the most private part of your list. Here is exactly who can see it, when, and how you can check.',
    coverAlt: 'A white envelope closed with a large yellow padlock on a dark teal background.',
    coverSvg: PROTECT_ADDRESS_COVER,
    bodyMarkdown: PROTECT_ADDRESS_BODY,
    publishedDaysAgo: 34,
  },
  {
    slug: 'what-happens-after-you-reserve-an-item',
    title: 'What happens after you reserve an item',
    excerpt: `A reservation holds an item for you for ${RESERVATION_HOURS} hours so nobody else buys it. Here is what comes next, from the store to the family’s thank-you.`,
    coverAlt: 'A yellow parcel next to a teal clock and a round check mark.',
    coverSvg: AFTER_RESERVE_COVER,
    bodyMarkdown: AFTER_RESERVE_BODY,
    publishedDaysAgo: 52,
  },
];
