// National organisations in the United States that help people through a disaster or hard times, with
// how to reach them. Only public numbers and addresses each organisation gives itself.

export type TContactWay = { label: string; href: string; text: string };
export type TOrganisation = { name: string; help: string; ways: TContactWay[] };
export type TNeedGroup = { id: string; title: string; organisations: TOrganisation[] };

const call = (number: string, text = number): TContactWay => ({
  label: 'Call',
  href: `tel:${number.replace(/[^\d+]/g, '')}`,
  text,
});
const textTo = (number: string, text: string): TContactWay => ({
  label: 'Text',
  href: `sms:${number}`,
  text,
});
const site = (url: string): TContactWay => ({ label: 'Website', href: url, text: new URL(url).hostname });

export const SUPPORT_GROUPS: TNeedGroup[] = [
  {
    id: 'right-now',
    title: 'Someone to talk to, right now',
    organisations: [
      {
        name: '988 Suicide and Crisis Lifeline',
        help: 'Free, confidential support for anyone in emotional distress, 24 hours a day. Veterans can press 1 after dialling.',
        ways: [call('988'), textTo('988', '988'), site('https://988lifeline.org')],
      },
      {
        name: 'Disaster Distress Helpline (SAMHSA)',
        help: 'Counselling for anyone struggling after a natural or human-caused disaster, 24 hours a day, in many languages.',
        ways: [call('1-800-985-5990'), textTo('1-800-985-5990', '1-800-985-5990')],
      },
      {
        name: 'Crisis Text Line',
        help: 'A trained volunteer by text message, any time.',
        ways: [textTo('741741', 'HOME to 741741'), site('https://www.crisistextline.org')],
      },
      {
        name: 'National Domestic Violence Hotline',
        help: 'Confidential help and safety planning for anyone affected by abuse.',
        ways: [
          call('1-800-799-7233', '1-800-799-SAFE (7233)'),
          textTo('88788', 'START to 88788'),
          site('https://www.thehotline.org'),
        ],
      },
    ],
  },
  {
    id: 'after-a-disaster',
    title: 'After a fire, flood or storm',
    organisations: [
      {
        name: 'FEMA Disaster Assistance',
        help: 'Apply for federal help after a declared disaster: temporary housing, repairs and other needs.',
        ways: [call('1-800-621-3362'), site('https://www.disasterassistance.gov')],
      },
      {
        name: 'American Red Cross',
        help: 'Shelter, meals, emergency supplies and help finding loved ones after a disaster, including a house fire.',
        ways: [call('1-800-733-2767', '1-800-RED-CROSS (733-2767)'), site('https://www.redcross.org')],
      },
      {
        name: 'SBA disaster loans',
        help: 'Low-interest loans to homeowners, renters and businesses to repair or replace what a disaster damaged.',
        ways: [call('1-800-659-2955'), site('https://www.sba.gov/funding-programs/disaster-assistance')],
      },
    ],
  },
  {
    id: 'food-and-housing',
    title: 'Food, housing and local services',
    organisations: [
      {
        name: '211',
        help: 'Local help for food, shelter, rent, utilities, health care and more, from a person who knows your area.',
        ways: [call('211'), site('https://www.211.org')],
      },
      {
        name: 'Feeding America food bank finder',
        help: 'Find the food bank that serves your area and the pantries near you.',
        ways: [site('https://www.feedingamerica.org/find-your-local-foodbank')],
      },
      {
        name: 'National Hunger Hotline (USDA)',
        help: 'Where to find food near you, on weekdays. In Spanish: 1-877-8-HAMBRE.',
        ways: [call('1-866-348-6479', '1-866-3-HUNGRY (348-6479)')],
      },
      {
        name: 'HUD housing counselling',
        help: 'Free or low-cost advice on renting, avoiding foreclosure and finding housing help.',
        ways: [call('1-800-569-4287'), site('https://www.hud.gov/counseling')],
      },
    ],
  },
  {
    id: 'health',
    title: 'Health and recovery',
    organisations: [
      {
        name: 'SAMHSA National Helpline',
        help: 'Free, confidential referrals for mental health and substance use treatment, 24 hours a day, in English and Spanish.',
        ways: [
          call('1-800-662-4357', '1-800-662-HELP (4357)'),
          site('https://www.samhsa.gov/find-help/helplines/national-helpline'),
        ],
      },
      {
        name: 'Poison Help',
        help: 'Experts on poisoning, medicines and chemicals, 24 hours a day.',
        ways: [call('1-800-222-1222')],
      },
    ],
  },
  {
    id: 'benefits',
    title: 'Benefits and legal help',
    organisations: [
      {
        name: 'USA.gov benefits finder',
        help: 'Find government benefits you may be able to get: food, health care, housing and money help.',
        ways: [site('https://www.usa.gov/benefits')],
      },
      {
        name: 'LawHelp.org',
        help: 'Free legal aid organisations in your state, and plain-language answers to common legal problems.',
        ways: [site('https://www.lawhelp.org')],
      },
    ],
  },
];
