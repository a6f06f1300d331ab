import type catalog from '#client-catalog/support-resources.json';

// National organisations in the United States that help people through a disaster or hard times, with
// how to reach them. Only public numbers and addresses each organisation gives itself. Names,
// descriptions and headings are catalog keys (support-resources), translated where they are shown.

type TSupportKey = keyof typeof catalog & string;
export type TContactWay = {
  labelKey: TSupportKey;
  href: string;
  /** What the link says: a number or an address as it is, or words to translate (textKey). */
  text: string | { textKey: TSupportKey };
};
export type TOrganisation = { id: string; nameKey: TSupportKey; helpKey: TSupportKey; ways: TContactWay[] };
export type TNeedGroup = { id: string; titleKey: TSupportKey; organisations: TOrganisation[] };

const call = (number: string, text = number): TContactWay => ({
  labelKey: 'support-resources.way.call',
  href: `tel:${number.replace(/[^\d+]/g, '')}`,
  text,
});
const textTo = (number: string, text: TContactWay['text']): TContactWay => ({
  labelKey: 'support-resources.way.text',
  href: `sms:${number}`,
  text,
});
const site = (url: string): TContactWay => ({
  labelKey: 'support-resources.way.website',
  href: url,
  text: new URL(url).hostname,
});

export const SUPPORT_GROUPS: TNeedGroup[] = [
  {
    id: 'right-now',
    titleKey: 'support-resources.group.rightNow',
    organisations: [
      {
        id: 'lifeline988',
        nameKey: 'support-resources.org.lifeline988.name',
        helpKey: 'support-resources.org.lifeline988.help',
        ways: [call('988'), textTo('988', '988'), site('https://988lifeline.org')],
      },
      {
        id: 'disasterDistress',
        nameKey: 'support-resources.org.disasterDistress.name',
        helpKey: 'support-resources.org.disasterDistress.help',
        ways: [call('1-800-985-5990'), textTo('1-800-985-5990', '1-800-985-5990')],
      },
      {
        id: 'crisisText',
        nameKey: 'support-resources.org.crisisText.name',
        helpKey: 'support-resources.org.crisisText.help',
        ways: [
          textTo('741741', { textKey: 'support-resources.textHomeTo741741' }),
          site('https://www.crisistextline.org'),
        ],
      },
      {
        id: 'domesticViolence',
        nameKey: 'support-resources.org.domesticViolence.name',
        helpKey: 'support-resources.org.domesticViolence.help',
        ways: [
          call('1-800-799-7233', '1-800-799-SAFE (7233)'),
          textTo('88788', { textKey: 'support-resources.textStartTo88788' }),
          site('https://www.thehotline.org'),
        ],
      },
    ],
  },
  {
    id: 'after-a-disaster',
    titleKey: 'support-resources.group.afterADisaster',
    organisations: [
      {
        id: 'fema',
        nameKey: 'support-resources.org.fema.name',
        helpKey: 'support-resources.org.fema.help',
        ways: [call('1-800-621-3362'), site('https://www.disasterassistance.gov')],
      },
      {
        id: 'redCross',
        nameKey: 'support-resources.org.redCross.name',
        helpKey: 'support-resources.org.redCross.help',
        ways: [call('1-800-733-2767', '1-800-RED-CROSS (733-2767)'), site('https://www.redcross.org')],
      },
      {
        id: 'sba',
        nameKey: 'support-resources.org.sba.name',
        helpKey: 'support-resources.org.sba.help',
        ways: [call('1-800-659-2955'), site('https://www.sba.gov/funding-programs/disaster-assistance')],
      },
    ],
  },
  {
    id: 'food-and-housing',
    titleKey: 'support-resources.group.foodAndHousing',
    organisations: [
      {
        id: 'twoOneOne',
        nameKey: 'support-resources.org.twoOneOne.name',
        helpKey: 'support-resources.org.twoOneOne.help',
        ways: [call('211'), site('https://www.211.org')],
      },
      {
        id: 'feedingAmerica',
        nameKey: 'support-resources.org.feedingAmerica.name',
        helpKey: 'support-resources.org.feedingAmerica.help',
        ways: [site('https://www.feedingamerica.org/find-your-local-foodbank')],
      },
      {
        id: 'hungerHotline',
        nameKey: 'support-resources.org.hungerHotline.name',
        helpKey: 'support-resources.org.hungerHotline.help',
        ways: [call('1-866-348-6479', '1-866-3-HUNGRY (348-6479)')],
      },
      {
        id: 'hud',
        nameKey: 'support-resources.org.hud.name',
        helpKey: 'support-resources.org.hud.help',
        ways: [call('1-800-569-4287'), site('https://www.hud.gov/counseling')],
      },
    ],
  },
  {
    id: 'health',
    titleKey: 'support-resources.group.health',
    organisations: [
      {
        id: 'samhsa',
        nameKey: 'support-resources.org.samhsa.name',
        helpKey: 'support-resources.org.samhsa.help',
        ways: [
          call('1-800-662-4357', '1-800-662-HELP (4357)'),
          site('https://www.samhsa.gov/find-help/helplines/national-helpline'),
        ],
      },
      {
        id: 'poison',
        nameKey: 'support-resources.org.poison.name',
        helpKey: 'support-resources.org.poison.help',
        ways: [call('1-800-222-1222')],
      },
    ],
  },
  {
    id: 'benefits',
    titleKey: 'support-resources.group.benefits',
    organisations: [
      {
        id: 'usaGov',
        nameKey: 'support-resources.org.usaGov.name',
        helpKey: 'support-resources.org.usaGov.help',
        ways: [site('https://www.usa.gov/benefits')],
      },
      {
        id: 'lawHelp',
        nameKey: 'support-resources.org.lawHelp.name',
        helpKey: 'support-resources.org.lawHelp.help',
        ways: [site('https://www.lawhelp.org')],
      },
    ],
  },
];
