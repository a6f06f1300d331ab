import type { TBlogSeedPost } from '../blog-seed-posts';

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
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

const BODY = `If your home has just burned, you do not need a perfect plan. You need tonight covered, then the next few days, then the next few weeks. This guide helps you decide what to ask for on a needs list now, what can wait, and where to turn for help that a list cannot give.

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

Your shipping address is **stored encrypted and never shown on your list**. Only a donor who has reserved or bought one of your items can see it. You see when, and who unless they gave anonymously; Kindlist always knows who it was, and you can tell us of any concern through the contact page.

## Take care of yourselves

A fire is a shock for everyone, children included. If you or someone in your family is struggling, the support resources page lists people you can talk to, including the Disaster Distress Helpline and 988, any time of day.

When you are ready, [create your needs list](/create). It saves as you type, so you can write a little at a time.
`;

export const afterAHouseFirePost: TBlogSeedPost = {
  slug: 'what-to-ask-for-after-a-house-fire',
  title: 'What to ask for after a house fire',
  excerpt:
    'What to put on a needs list in the first days and the first weeks after a fire, how to get sizes right, and where to find help a list cannot give.',
  coverAlt: 'A small teal house with a warm yellow heart beside its door, under a soft sun.',
  coverSvg: COVER,
  bodyMarkdown: BODY,
  publishedDaysAgo: 20,
};
