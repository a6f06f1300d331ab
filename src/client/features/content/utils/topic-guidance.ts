import type catalog from '#client-catalog/topic.json';
import type { TTopicSlug } from '#shared/routes';

type TTopicKey = keyof typeof catalog & string;

/** A topic's guidance as catalog keys (topic.json), translated where it is shown. */
export type TTopicGuidance = { intro: TTopicKey; usualNeeds: TTopicKey[]; askTips: TTopicKey[] };

// Every topic ends with the same two facts: families worry most about who sees their address, and a
// confirmed gift is what tells a donor their help arrived. Both describe what the app does today.
const ADDRESS_TIP: TTopicKey = 'topic.tip.address';
const CONFIRM_TIP: TTopicKey = 'topic.tip.confirm';

export const TOPIC_GUIDANCE: Record<TTopicSlug, TTopicGuidance> = {
  'fire-disaster-relief': {
    intro: 'topic.guidance.fire-disaster-relief.intro',
    usualNeeds: [
      'topic.guidance.fire-disaster-relief.need1',
      'topic.guidance.fire-disaster-relief.need2',
      'topic.guidance.fire-disaster-relief.need3',
      'topic.guidance.fire-disaster-relief.need4',
      'topic.guidance.fire-disaster-relief.need5',
      'topic.guidance.fire-disaster-relief.need6',
      'topic.guidance.fire-disaster-relief.need7',
      'topic.guidance.fire-disaster-relief.need8',
    ],
    askTips: [
      'topic.guidance.fire-disaster-relief.tip1',
      'topic.guidance.fire-disaster-relief.tip2',
      'topic.guidance.fire-disaster-relief.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'medical-necessity': {
    intro: 'topic.guidance.medical-necessity.intro',
    usualNeeds: [
      'topic.guidance.medical-necessity.need1',
      'topic.guidance.medical-necessity.need2',
      'topic.guidance.medical-necessity.need3',
      'topic.guidance.medical-necessity.need4',
      'topic.guidance.medical-necessity.need5',
      'topic.guidance.medical-necessity.need6',
      'topic.guidance.medical-necessity.need7',
    ],
    askTips: [
      'topic.guidance.medical-necessity.tip1',
      'topic.guidance.medical-necessity.tip2',
      'topic.guidance.medical-necessity.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'emergency-flood-relief': {
    intro: 'topic.guidance.emergency-flood-relief.intro',
    usualNeeds: [
      'topic.guidance.emergency-flood-relief.need1',
      'topic.guidance.emergency-flood-relief.need2',
      'topic.guidance.emergency-flood-relief.need3',
      'topic.guidance.emergency-flood-relief.need4',
      'topic.guidance.emergency-flood-relief.need5',
      'topic.guidance.emergency-flood-relief.need6',
      'topic.guidance.emergency-flood-relief.need7',
      'topic.guidance.emergency-flood-relief.need8',
    ],
    askTips: [
      'topic.guidance.emergency-flood-relief.tip1',
      'topic.guidance.emergency-flood-relief.tip2',
      'topic.guidance.emergency-flood-relief.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'essential-items': {
    intro: 'topic.guidance.essential-items.intro',
    usualNeeds: [
      'topic.guidance.essential-items.need1',
      'topic.guidance.essential-items.need2',
      'topic.guidance.essential-items.need3',
      'topic.guidance.essential-items.need4',
      'topic.guidance.essential-items.need5',
      'topic.guidance.essential-items.need6',
      'topic.guidance.essential-items.need7',
    ],
    askTips: [
      'topic.guidance.essential-items.tip1',
      'topic.guidance.essential-items.tip2',
      'topic.guidance.essential-items.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'groceries-food': {
    intro: 'topic.guidance.groceries-food.intro',
    usualNeeds: [
      'topic.guidance.groceries-food.need1',
      'topic.guidance.groceries-food.need2',
      'topic.guidance.groceries-food.need3',
      'topic.guidance.groceries-food.need4',
      'topic.guidance.groceries-food.need5',
      'topic.guidance.groceries-food.need6',
      'topic.guidance.groceries-food.need7',
    ],
    askTips: [
      'topic.guidance.groceries-food.tip1',
      'topic.guidance.groceries-food.tip2',
      'topic.guidance.groceries-food.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'baby-items': {
    intro: 'topic.guidance.baby-items.intro',
    usualNeeds: [
      'topic.guidance.baby-items.need1',
      'topic.guidance.baby-items.need2',
      'topic.guidance.baby-items.need3',
      'topic.guidance.baby-items.need4',
      'topic.guidance.baby-items.need5',
      'topic.guidance.baby-items.need6',
      'topic.guidance.baby-items.need7',
    ],
    askTips: [
      'topic.guidance.baby-items.tip1',
      'topic.guidance.baby-items.tip2',
      'topic.guidance.baby-items.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'school-supplies': {
    intro: 'topic.guidance.school-supplies.intro',
    usualNeeds: [
      'topic.guidance.school-supplies.need1',
      'topic.guidance.school-supplies.need2',
      'topic.guidance.school-supplies.need3',
      'topic.guidance.school-supplies.need4',
      'topic.guidance.school-supplies.need5',
      'topic.guidance.school-supplies.need6',
      'topic.guidance.school-supplies.need7',
    ],
    askTips: [
      'topic.guidance.school-supplies.tip1',
      'topic.guidance.school-supplies.tip2',
      'topic.guidance.school-supplies.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  clothing: {
    intro: 'topic.guidance.clothing.intro',
    usualNeeds: [
      'topic.guidance.clothing.need1',
      'topic.guidance.clothing.need2',
      'topic.guidance.clothing.need3',
      'topic.guidance.clothing.need4',
      'topic.guidance.clothing.need5',
      'topic.guidance.clothing.need6',
      'topic.guidance.clothing.need7',
    ],
    askTips: [
      'topic.guidance.clothing.tip1',
      'topic.guidance.clothing.tip2',
      'topic.guidance.clothing.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'community-help': {
    intro: 'topic.guidance.community-help.intro',
    usualNeeds: [
      'topic.guidance.community-help.need1',
      'topic.guidance.community-help.need2',
      'topic.guidance.community-help.need3',
      'topic.guidance.community-help.need4',
      'topic.guidance.community-help.need5',
      'topic.guidance.community-help.need6',
      'topic.guidance.community-help.need7',
    ],
    askTips: [
      'topic.guidance.community-help.tip1',
      'topic.guidance.community-help.tip2',
      'topic.guidance.community-help.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'crisis-relief-support': {
    intro: 'topic.guidance.crisis-relief-support.intro',
    usualNeeds: [
      'topic.guidance.crisis-relief-support.need1',
      'topic.guidance.crisis-relief-support.need2',
      'topic.guidance.crisis-relief-support.need3',
      'topic.guidance.crisis-relief-support.need4',
      'topic.guidance.crisis-relief-support.need5',
      'topic.guidance.crisis-relief-support.need6',
      'topic.guidance.crisis-relief-support.need7',
    ],
    askTips: [
      'topic.guidance.crisis-relief-support.tip1',
      'topic.guidance.crisis-relief-support.tip2',
      'topic.guidance.crisis-relief-support.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
  'personal-care-supplies': {
    intro: 'topic.guidance.personal-care-supplies.intro',
    usualNeeds: [
      'topic.guidance.personal-care-supplies.need1',
      'topic.guidance.personal-care-supplies.need2',
      'topic.guidance.personal-care-supplies.need3',
      'topic.guidance.personal-care-supplies.need4',
      'topic.guidance.personal-care-supplies.need5',
      'topic.guidance.personal-care-supplies.need6',
      'topic.guidance.personal-care-supplies.need7',
    ],
    askTips: [
      'topic.guidance.personal-care-supplies.tip1',
      'topic.guidance.personal-care-supplies.tip2',
      'topic.guidance.personal-care-supplies.tip3',
      ADDRESS_TIP,
      CONFIRM_TIP,
    ],
  },
};
