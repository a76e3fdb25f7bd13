import type { AbWinnerRule } from '@hubline/contract';

/** How each A/B winner rule is named (broadcastComposer catalogue). */
export const AB_RULE_KEYS: Record<AbWinnerRule, string> = {
  opened: 'ab.rule.opened',
  clicked: 'ab.rule.clicked',
};
