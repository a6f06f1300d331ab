import type { TTopicSlug } from '#shared/routes';

export type TTopicGuidance = { intro: string; usualNeeds: string[]; askTips: string[] };

// Every topic ends with the same two facts: families worry most about who sees their address, and a
// confirmed gift is what tells a donor their help arrived. Both describe what the app does today.
const ADDRESS_TIP =
  'Keep your address off the list: people browsing see only your city and state. Your shipping address is shown only to a signed-in donor who has reserved or bought one of your items, and you see each time it is viewed, with the donor’s name unless they give anonymously.';
const CONFIRM_TIP =
  'When a gift arrives, press Confirm received so the donor knows it reached you. You can send a thank-you note too.';

export const TOPIC_GUIDANCE: Record<TTopicSlug, TTopicGuidance> = {
  'fire-disaster-relief': {
    intro:
      'A house fire can take the everyday things of a whole family in one night. A needs list lets the people around you replace exactly what you lost, one item at a time.',
    usualNeeds: [
      'A week of clothes for each person, with underwear, socks and pajamas',
      'Shoes and a warm coat for everyone, in the right sizes',
      'Bedding for each bed: sheets, a pillow and a blanket',
      'Towels and toiletries: toothbrushes, toothpaste, soap, shampoo, deodorant',
      'School things for the children: a backpack, notebooks and pencils',
      'A phone charger and cable, so you stay reachable',
      'Reading glasses, or help replacing prescription glasses, if yours were lost',
      'A few kitchen basics for a temporary home: plates, cups, a pot and a pan',
    ],
    askTips: [
      'Put one item per line with its size: “Boys’ jeans, size 8” is easier to buy than “clothes for my son”.',
      'Use the quantity field for how many you need, for example 7 pairs of socks, instead of listing the same thing again.',
      'Mark what you need first, like shoes and bedding, as Needed most so donors start there.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'medical-necessity': {
    intro:
      'A hospital stay, a new diagnosis or a disability can bring many costs that insurance does not cover. A needs list lets people help with the everyday items that make care at home easier.',
    usualNeeds: [
      'First-aid and wound care supplies your care team recommends, such as gauze, bandages and gloves',
      'Incontinence supplies: briefs, underpads and wipes, in the right size',
      'Safety aids for the bathroom: a shower chair, a raised toilet seat or a grab bar',
      'Mobility help such as a cane, a walker or a reacher',
      'A pill organizer, a thermometer or a blood pressure monitor',
      'Comfort for long days in bed or a chair: a wedge pillow, a washable blanket, loose clothing',
      'Easy meals and drinks for the weeks after a hospital stay',
    ],
    askTips: [
      'Ask for things anyone can buy without a prescription. Prescription medicine and fitted equipment go through your doctor and pharmacy.',
      'Give exact sizes and types: the brief size and waist measurement, the weight limit of a shower chair, latex-free gloves if needed.',
      'You do not have to share your diagnosis. “Recovering from surgery at home” is enough for donors to understand.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'emergency-flood-relief': {
    intro:
      'When water gets into a home, it ruins what sat low: mattresses, clothes in bottom drawers, furniture and food. List what your family needs to clean up and get back to daily life.',
    usualNeeds: [
      'Cleanup supplies: heavy-duty trash bags, buckets, mops, scrub brushes and work gloves',
      'Masks rated N95 and rubber boots for the adults doing the cleanup',
      'Dry clothes and shoes for everyone, with underwear and socks',
      'Bedding, and an air mattress or a new mattress if yours were soaked',
      'Towels and toiletries',
      'Bottled water and food that keeps without a fridge',
      'Fans or a dehumidifier to dry out rooms',
      'Storage bins with lids to keep what you saved dry',
    ],
    askTips: [
      'Start with what you need this week, like cleanup supplies, dry clothes and water, and mark it Needed most. Bigger things can come later.',
      'Give sizes for clothes and boots, and the bed size for mattresses and sheets (twin, full or queen).',
      'If you are staying somewhere else for now, use a shipping address where someone can receive packages, and change it on your list when you move.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'essential-items': {
    intro:
      'After a job loss, an illness or a sudden move, the basics are what run out first. A needs list lets neighbors and strangers cover the everyday things your household uses.',
    usualNeeds: [
      'Toilet paper, paper towels and tissues',
      'Laundry detergent and dish soap',
      'Cleaning supplies: all-purpose cleaner, sponges and trash bags',
      'Toiletries: toothpaste, soap, shampoo and deodorant',
      'Diapers or period products, if your household uses them',
      'Kitchen basics: a pot, a pan, plates, cups and utensils',
      'Bedding and towels',
    ],
    askTips: [
      'Write one item per line with the amount that lasts your household about a month, for example 2 packs of toilet paper.',
      'If someone at home has sensitive skin or allergies, say so: “fragrance-free laundry detergent” helps a donor choose.',
      'Mark what you will run out of first as Needed most so it is bought first.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'groceries-food': {
    intro:
      'When the pantry is empty, food is the need that cannot wait. Donors can send groceries that keep to your door, so list the foods your family will actually eat.',
    usualNeeds: [
      'Staples: rice, pasta, oatmeal, and dried or canned beans',
      'Canned vegetables, fruit, soup, tuna or chicken',
      'Peanut butter or other protein that keeps without a fridge',
      'Breakfast for the children: cereal and shelf-stable milk',
      'Cooking basics: oil, flour, salt and spices',
      'Snacks that fit in a school lunch',
      'Formula or baby food, if you have a baby, in the exact type they take',
    ],
    askTips: [
      'Ask for food that keeps on a shelf: a package can sit on a doorstep for hours before you get home.',
      'Name any allergy or diet, such as gluten-free, halal, no pork or low-sugar, in your story and on each item it matters for.',
      'Say how many of each: “6 cans of black beans” is clearer than “canned food”.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'baby-items': {
    intro:
      'Babies need a lot, quickly, and they outgrow things fast. List exactly what your baby needs now, and update the list as they grow.',
    usualNeeds: [
      'Diapers and wipes in the size your baby wears now, plus some of the next size up',
      'Formula in the exact type your baby takes, with bottles and nipples',
      'Clothes for the season: bodysuits, sleepers, socks and a warm layer',
      'A safe place to sleep: a crib or a portable crib with a fitted sheet',
      'A car seat that fits your baby’s age and weight',
      'Bath and care basics: baby wash, diaper cream, a thermometer and nail clippers',
      'A stroller or a baby carrier',
    ],
    askTips: [
      'Give the diaper size and the exact formula type (for example sensitive or soy-based), and say if your baby has an allergy.',
      'Put your baby’s age or due date in your story so donors pick clothes in the right size.',
      'List big things like a crib or a car seat on their own lines, and mark the one you need soonest as Needed most.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'school-supplies': {
    intro:
      'Starting school without the right supplies is hard on a child. List what the school asks for, child by child, so donors can send exactly that.',
    usualNeeds: [
      'A backpack for each child',
      'Notebooks, folders and binders',
      'Pencils, pens, erasers, and crayons or markers',
      'A lunch box and a refillable water bottle',
      'Headphones for classwork on a computer',
      'A calculator, if the class requires one',
      'Clothes and shoes for school, including sneakers for gym',
    ],
    askTips: [
      'Use your school’s supply list: copy each item onto its own line with the count the teacher asks for.',
      'Say each child’s grade in your story, and add the grade to items that differ, for example “wide-ruled notebooks, 4th grade”.',
      'Under More options, set a needed-by date before the first day of school, so donors know the timing.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  clothing: {
    intro:
      'Clothes that fit matter for work, for school and for staying warm. A needs list lets donors buy the exact sizes each person in your family wears.',
    usualNeeds: [
      'Underwear, socks and bras in each person’s size',
      'Everyday pants, shirts and sweaters for about a week',
      'A warm winter coat, a hat and gloves',
      'Shoes that fit, and boots for rain or snow',
      'Pajamas',
      'Clothes for work or a job interview, such as slacks and a button-up shirt',
      'For growing children, clothes one size up',
    ],
    askTips: [
      'Give every size: tops, pants and shoes (with wide if needed), and whether it is men’s, women’s, boys’ or girls’ sizing.',
      'Say who each item is for, for example “Winter coat, girls’ size 10, for my daughter”.',
      'Mention the season and the weather where you live, so donors pick the right weight of coat and shoes.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'community-help': {
    intro:
      'You can make a needs list for someone else: a neighbor, an older relative, a family from your school or place of worship. Ask for the concrete things that would help them through the next weeks.',
    usualNeeds: [
      'Household basics for a new place: bedding, towels, a shower curtain and kitchen things',
      'Cleaning supplies and trash bags',
      'Clothes and shoes in each person’s size',
      'Toiletries and personal care items',
      'Groceries that keep on a shelf',
      'School things for the children',
      'Small things that make a room livable: a lamp, an alarm clock, a phone charger',
    ],
    askTips: [
      'If you are asking for someone else, talk with them first and agree on what to share. Under More options, “Who is it for?” lets you say the list is for them.',
      'Keep their story short and respectful: what happened, who lives in the home, and what would help most.',
      'Use a shipping address they agree to, so gifts reach them, and ask them to tell you when things arrive.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'crisis-relief-support': {
    intro:
      'After a sudden crisis, like leaving an unsafe home, an eviction or a job loss, you may be starting with very little. A needs list lets people help with the basics while you find your footing.',
    usualNeeds: [
      'A bag or suitcase, and a few days of clothes for each person',
      'Toiletries and personal care items',
      'A blanket, a pillow and sheets',
      'Food that keeps without a fridge',
      'A phone charger',
      'Things for the children: diapers, a comfort toy, school supplies',
      'Basics for a new place: towels, kitchen things and cleaning supplies',
    ],
    askTips: [
      'Start small: list the few things you need this week and mark them Needed most. You can add more later.',
      'Share only what you are comfortable with. A sentence or two in your own words is enough.',
      'If your safety is at risk, choose Unlisted under “Who can see it?” in More options, share the link only with people you trust, and use a shipping address that is safe for you.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'personal-care-supplies': {
    intro:
      'Feeling clean and cared for helps with everything else, from school to a job interview. List the personal care items your family uses every day.',
    usualNeeds: [
      'Toothbrushes, toothpaste and floss',
      'Soap or body wash, shampoo and conditioner',
      'Deodorant',
      'Pads, tampons or other period products',
      'Razors and shaving cream',
      'Hair care for your hair type: a comb or brush, and the products you use',
      'Lotion, lip balm and sunscreen',
    ],
    askTips: [
      'Name the kind that works for you: fragrance-free, for sensitive skin, or for curly or coily hair.',
      'Say how many people will use each item, for example 4 toothbrushes, and how much lasts you a month.',
      'Ask for period products in the size and absorbency you use.',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
};
