import type { TCategory, TUrgency } from '#shared/schemas/needs-list';

type TDemoItem = {
  name: string;
  quantity: number;
  priority: number;
  priceCents: number;
  retailer: string;
  search: string;
};
export type TDemoList = {
  title: string;
  category: TCategory;
  urgency: TUrgency;
  city: string;
  region: string;
  postalCode: string;
  story: string;
  daysAgo: number;
  neededInDays: number | null;
  items: TDemoItem[];
};

// Invented families in real places, with everyday products searched at real retailers. Every one of
// them is marked as an example wherever it is shown.
const target = (search: string) => `https://www.target.com/s?searchTerm=${encodeURIComponent(search)}`;
const walmart = (search: string) => `https://www.walmart.com/search?q=${encodeURIComponent(search)}`;
const amazon = (search: string) => `https://www.amazon.com/s?k=${encodeURIComponent(search)}`;
export const RETAILER_SEARCH: Record<string, (search: string) => string> = {
  Target: target,
  Walmart: walmart,
  Amazon: amazon,
};

const item = (
  name: string,
  quantity: number,
  priority: number,
  price: number,
  retailer: string,
  search = name,
): TDemoItem => ({
  name,
  quantity,
  priority,
  priceCents: Math.round(price * 100),
  retailer,
  search,
});

export const DEMO_LISTS: TDemoList[] = [
  {
    title: 'Starting over after our apartment fire',
    category: 'fire-disaster-relief',
    urgency: 'urgent',
    city: 'Paradise',
    region: 'CA',
    postalCode: '95969',
    story:
      'A kitchen fire two floors below spread through our building on Sunday night. We got out with our two boys and the dog, but smoke and water ruined almost everything.\n\nWe are staying in a motel for now and will move into a furnished unit next month. Bedding and basic kitchen things would help us most.',
    daysAgo: 2,
    neededInDays: 21,
    items: [
      item('Twin bed sheet set', 2, 5, 24.99, 'Target', 'twin sheet set'),
      item('Bed pillows, standard size', 4, 4, 12.99, 'Walmart', 'standard bed pillow'),
      item('Nonstick pots and pans set', 1, 3, 59.99, 'Target', 'nonstick cookware set'),
      item('Dish set for 4', 1, 2, 29.99, 'Walmart', 'dinnerware set 4'),
    ],
  },
  {
    title: 'Smoke-damaged clothes and school shoes for three kids',
    category: 'fire-disaster-relief',
    urgency: 'high',
    city: 'Maui',
    region: 'HI',
    postalCode: '96761',
    story:
      'Our house was inside the burn area. The kids are back in school at a temporary campus and are wearing donated clothes that do not fit. Shoes and jackets are what we are missing most.',
    daysAgo: 6,
    neededInDays: 14,
    items: [
      item('Kids sneakers, size 2', 1, 5, 34.99, 'Target', 'kids sneakers'),
      item('Kids sneakers, size 12', 1, 5, 29.99, 'Target', 'kids sneakers'),
      item('Light rain jacket, youth M', 2, 3, 22.99, 'Walmart', 'youth rain jacket'),
    ],
  },
  {
    title: 'Supplies for my husband’s recovery at home',
    category: 'medical-necessity',
    urgency: 'high',
    city: 'Columbus',
    region: 'OH',
    postalCode: '43215',
    story:
      'My husband had a stroke in March and is coming home from rehab next week. Insurance covers his wheelchair but not the bathroom safety things his therapist asked us to get before he is discharged.',
    daysAgo: 3,
    neededInDays: 7,
    items: [
      item('Shower chair with back', 1, 5, 39.99, 'Amazon', 'shower chair with back'),
      item('Toilet safety rails', 1, 5, 34.99, 'Amazon', 'toilet safety rail'),
      item('Non-slip bath mat', 2, 3, 14.99, 'Walmart', 'non slip bath mat'),
    ],
  },
  {
    title: 'Blood pressure monitor and pill organizers for Grandma',
    category: 'medical-necessity',
    urgency: 'medium',
    city: 'El Paso',
    region: 'TX',
    postalCode: '79901',
    story:
      'I take care of my grandmother, who is 84 and on six medications. Her doctor wants her blood pressure checked twice a day, and a weekly organizer would stop the mix-ups we have had.',
    daysAgo: 12,
    neededInDays: null,
    items: [
      item('Upper arm blood pressure monitor', 1, 5, 39.99, 'Walmart', 'upper arm blood pressure monitor'),
      item('Weekly pill organizer, AM/PM', 2, 4, 9.99, 'Target', 'weekly pill organizer am pm'),
    ],
  },
  {
    title: 'Flooded basement took our beds and the kids’ winter things',
    category: 'emergency-flood-relief',
    urgency: 'urgent',
    city: 'Davenport',
    region: 'IA',
    postalCode: '52801',
    story:
      'The river came up overnight and we had four feet of water in the lower level, where the kids sleep. The mattresses and everything in their closets are gone. We are cleaning out and drying the house now.',
    daysAgo: 1,
    neededInDays: 10,
    items: [
      item('Twin mattress', 2, 5, 129.0, 'Walmart', 'twin mattress'),
      item('Kids winter coat, size 10', 1, 4, 39.99, 'Target', 'kids winter coat'),
      item('Dehumidifier', 1, 4, 179.0, 'Walmart', 'dehumidifier'),
      item('Heavy-duty trash bags', 2, 2, 14.99, 'Walmart', 'contractor trash bags'),
    ],
  },
  {
    title: 'Cleanup supplies after the creek flooded our street',
    category: 'emergency-flood-relief',
    urgency: 'high',
    city: 'Asheville',
    region: 'NC',
    postalCode: '28801',
    story:
      'Our street was under water for two days. The house is standing but everything on the ground floor is mud. We have help with the labor from our church; we need the supplies to do the work.',
    daysAgo: 4,
    neededInDays: 5,
    items: [
      item('Rubber work boots', 2, 4, 29.99, 'Walmart', 'rubber work boots'),
      item('N95 masks, 20 pack', 2, 5, 19.99, 'Amazon', 'n95 mask 20 pack'),
      item('Heavy-duty work gloves', 4, 3, 8.99, 'Walmart', 'work gloves'),
    ],
  },
  {
    title: 'Basics for our first apartment after the shelter',
    category: 'essential-items',
    urgency: 'high',
    city: 'Philadelphia',
    region: 'PA',
    postalCode: '19104',
    story:
      'After five months in a family shelter, my daughter and I are moving into our own apartment on the first of the month. We have the keys and a bed from a charity, but nothing else yet.',
    daysAgo: 5,
    neededInDays: 12,
    items: [
      item('Bath towel set', 1, 4, 24.99, 'Target', 'bath towel set'),
      item('Shower curtain and hooks', 1, 3, 15.99, 'Walmart', 'shower curtain with hooks'),
      item('Cleaning supplies kit', 1, 3, 19.99, 'Walmart', 'cleaning supplies'),
      item('Full size comforter', 1, 4, 39.99, 'Target', 'full comforter'),
    ],
  },
  {
    title: 'A microwave and a few kitchen things',
    category: 'essential-items',
    urgency: 'low',
    city: 'Tucson',
    region: 'AZ',
    postalCode: '85701',
    story:
      'I am a veteran living on my own in a studio apartment through a housing program. I have a fridge but no way to cook; a microwave and a couple of dishes would let me eat properly again.',
    daysAgo: 20,
    neededInDays: null,
    items: [
      item('Microwave, 0.7 cu ft', 1, 5, 69.0, 'Walmart', 'microwave 0.7 cu ft'),
      item('Microwave-safe food containers', 1, 2, 14.99, 'Target', 'microwave safe containers'),
    ],
  },
  {
    title: 'Groceries to get us to the next paycheck',
    category: 'groceries-food',
    urgency: 'urgent',
    city: 'Detroit',
    region: 'MI',
    postalCode: '48201',
    story:
      'I was laid off when the plant cut its second shift. My new job starts in two weeks but the first check is a month away. We are a family of four and the food bank helps, but we are short on staples.',
    daysAgo: 1,
    neededInDays: 7,
    items: [
      item('Rice, 20 lb bag', 1, 5, 14.99, 'Walmart', 'rice 20 lb'),
      item('Peanut butter, 40 oz', 2, 4, 6.48, 'Walmart', 'peanut butter 40 oz'),
      item('Canned beans, 12 pack', 1, 3, 11.99, 'Amazon', 'canned beans 12 pack'),
      item('Breakfast cereal, family size', 3, 3, 4.99, 'Target', 'cereal family size'),
    ],
  },
  {
    title: 'Formula and baby food for twins',
    category: 'groceries-food',
    urgency: 'high',
    city: 'Memphis',
    region: 'TN',
    postalCode: '38103',
    story:
      'Our twins were born early and are now seven months old. WIC covers part of their formula but not all of it, and they have started solids. Any help with formula makes the biggest difference.',
    daysAgo: 8,
    neededInDays: null,
    items: [
      item('Infant formula, 30.8 oz', 4, 5, 37.99, 'Target', 'infant formula 30.8 oz'),
      item('Baby food pouches, variety pack', 2, 3, 16.99, 'Amazon', 'baby food pouches variety'),
    ],
  },
  {
    title: 'A safe crib for our newborn',
    category: 'baby-items',
    urgency: 'urgent',
    city: 'Louisville',
    region: 'KY',
    postalCode: '40202',
    story:
      'Our son was born last week. We had a crib from a relative but it turned out to be recalled, so he is sleeping in a laundry basket. A new crib and a firm mattress would let him sleep safely.',
    daysAgo: 2,
    neededInDays: 7,
    items: [
      item('Convertible crib', 1, 5, 149.0, 'Target', 'convertible crib'),
      item('Firm crib mattress', 1, 5, 69.99, 'Target', 'crib mattress'),
      item('Fitted crib sheets', 3, 3, 9.99, 'Walmart', 'fitted crib sheet'),
    ],
  },
  {
    title: 'Diapers and wipes while I finish my training',
    category: 'baby-items',
    urgency: 'medium',
    city: 'Albuquerque',
    region: 'NM',
    postalCode: '87102',
    story:
      'I am a single mom finishing a medical assistant program in May. Money is tight until I start work. Diapers are the thing I worry about every week.',
    daysAgo: 14,
    neededInDays: null,
    items: [
      item('Diapers size 4, box', 3, 5, 27.99, 'Target', 'diapers size 4'),
      item('Baby wipes, 8 pack', 2, 3, 14.99, 'Walmart', 'baby wipes 8 pack'),
    ],
  },
  {
    title: 'School supplies for three after the move',
    category: 'school-supplies',
    urgency: 'medium',
    city: 'Houston',
    region: 'TX',
    postalCode: '77002',
    story:
      'We moved in a hurry after the storm and the kids started at a new school with nothing. The teachers sent us the supply lists; backpacks and calculators are the expensive part.',
    daysAgo: 9,
    neededInDays: 20,
    items: [
      item('Backpack', 3, 5, 24.99, 'Target', 'kids backpack'),
      item('Scientific calculator', 1, 4, 14.99, 'Walmart', 'scientific calculator'),
      item('Notebooks, 5 pack', 3, 3, 5.99, 'Walmart', 'spiral notebook 5 pack'),
    ],
  },
  {
    title: 'A laptop for online classes',
    category: 'school-supplies',
    urgency: 'low',
    city: 'Baltimore',
    region: 'MD',
    postalCode: '21201',
    story:
      'My daughter is a high school junior doing dual enrollment at the community college. She writes her papers on her phone because our only computer broke. A basic laptop would change her year.',
    daysAgo: 30,
    neededInDays: null,
    items: [
      item('Chromebook, 14 inch', 1, 5, 229.0, 'Walmart', 'chromebook 14 inch'),
      item('Laptop sleeve', 1, 1, 14.99, 'Amazon', 'laptop sleeve 14 inch'),
    ],
  },
  {
    title: 'Winter clothes for two kids',
    category: 'clothing',
    urgency: 'high',
    city: 'Minneapolis',
    region: 'MN',
    postalCode: '55401',
    story:
      'We moved here from Florida for a job in October and did not realize how cold it gets. The kids are 6 and 9 and need real coats, boots and gloves before the snow comes to stay.',
    daysAgo: 3,
    neededInDays: 14,
    items: [
      item('Kids winter coat, size 6', 1, 5, 44.99, 'Target', 'kids winter coat'),
      item('Kids winter coat, size 10', 1, 5, 44.99, 'Target', 'kids winter coat'),
      item('Kids snow boots', 2, 4, 29.99, 'Walmart', 'kids snow boots'),
      item('Kids gloves, 2 pack', 2, 2, 9.99, 'Walmart', 'kids winter gloves'),
    ],
  },
  {
    title: 'Work clothes for a new job',
    category: 'clothing',
    urgency: 'medium',
    city: 'Atlanta',
    region: 'GA',
    postalCode: '30303',
    story:
      'After a year out of work I got a job at a bank branch starting next month. I need business clothes for the first weeks, until the first paychecks come in.',
    daysAgo: 10,
    neededInDays: 25,
    items: [
      item('Black dress pants', 2, 5, 29.99, 'Target', 'women dress pants'),
      item('Button-down blouse', 3, 4, 19.99, 'Target', 'women button down blouse'),
      item('Black flats', 1, 3, 24.99, 'Walmart', 'women black flats'),
    ],
  },
  {
    title: 'Supplies for our neighborhood warming center',
    category: 'community-help',
    urgency: 'high',
    city: 'Chicago',
    region: 'IL',
    postalCode: '60608',
    story:
      'Our block club runs a warming room in the church basement on the coldest nights. We see about 30 people a night and run out of blankets and hot drinks by January.',
    daysAgo: 7,
    neededInDays: 30,
    items: [
      item('Fleece blankets', 20, 5, 7.99, 'Walmart', 'fleece throw blanket'),
      item('Hot cocoa mix, 50 count', 3, 3, 12.99, 'Amazon', 'hot cocoa mix 50'),
      item('Insulated coffee dispenser', 1, 2, 49.99, 'Amazon', 'insulated beverage dispenser'),
    ],
  },
  {
    title: 'Books and games for the after-school program',
    category: 'community-help',
    urgency: 'low',
    city: 'Jackson',
    region: 'MS',
    postalCode: '39201',
    story:
      'I volunteer at a free after-school program for about twenty kids from 6 to 12. We have a room and snacks; our shelves are almost empty.',
    daysAgo: 25,
    neededInDays: null,
    items: [
      item('Chapter book box set', 2, 4, 29.99, 'Amazon', 'chapter book box set kids'),
      item('Board games for kids', 3, 3, 19.99, 'Target', 'kids board games'),
    ],
  },
  {
    title: 'Getting back on our feet after leaving an unsafe home',
    category: 'crisis-relief-support',
    urgency: 'urgent',
    city: 'Denver',
    region: 'CO',
    postalCode: '80202',
    story:
      'My children and I left with a bag each. We are safe now and have a place through a housing program. We are starting from nothing and would be grateful for the basics.',
    daysAgo: 1,
    neededInDays: 10,
    items: [
      item('Prepaid phone with minutes', 1, 5, 49.0, 'Walmart', 'prepaid phone'),
      item('Kids pajamas', 3, 3, 14.99, 'Target', 'kids pajamas'),
      item('Toiletries starter kit', 1, 4, 19.99, 'Walmart', 'toiletries kit'),
    ],
  },
  {
    title: 'Essentials after the tornado took our trailer',
    category: 'crisis-relief-support',
    urgency: 'high',
    city: 'Rolling Fork',
    region: 'MS',
    postalCode: '39159',
    story:
      'The tornado destroyed our trailer and most of the town. We are staying with my sister an hour away. FEMA is helping with housing, but we need the everyday things in the meantime.',
    daysAgo: 5,
    neededInDays: null,
    items: [
      item('Air mattress, queen', 1, 5, 39.99, 'Walmart', 'air mattress queen'),
      item('Flashlights with batteries', 2, 3, 12.99, 'Walmart', 'led flashlight batteries'),
    ],
  },
  {
    title: 'Hygiene kits for people leaving the hospital',
    category: 'personal-care-supplies',
    urgency: 'medium',
    city: 'Portland',
    region: 'OR',
    postalCode: '97205',
    story:
      'I am a hospital social worker. Many patients are discharged to shelters with nothing. Our volunteers pack small hygiene kits; we are out of the basics.',
    daysAgo: 11,
    neededInDays: null,
    items: [
      item('Travel toothbrush and toothpaste', 30, 5, 2.49, 'Walmart', 'travel toothbrush toothpaste'),
      item('Travel deodorant', 30, 4, 1.97, 'Walmart', 'travel deodorant'),
      item('Gallon zipper bags', 2, 2, 6.99, 'Target', 'gallon zipper bags'),
    ],
  },
  {
    title: 'Personal care basics for my teenage daughters',
    category: 'personal-care-supplies',
    urgency: 'low',
    city: 'Fresno',
    region: 'CA',
    postalCode: '93721',
    story:
      'My hours were cut in half this winter. We get food help, but things like shampoo, deodorant and pads are not covered by any program and the girls are embarrassed to ask.',
    daysAgo: 16,
    neededInDays: null,
    items: [
      item('Shampoo and conditioner set', 2, 3, 9.99, 'Target', 'shampoo conditioner set'),
      item('Pads, 60 count', 3, 5, 11.99, 'Walmart', 'pads 60 count'),
      item('Deodorant', 3, 4, 4.99, 'Walmart', 'deodorant'),
    ],
  },
];
