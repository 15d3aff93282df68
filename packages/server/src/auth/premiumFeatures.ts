import type { Principal } from './principal';

/** A firm's plan: `clients.plan` (migration 0019). */
export type Plan = 'basic' | 'premium';

/**
 * The premium features, one per bullet of the spec's 402 page (platform-shell, error page): what a firm
 * on the basic plan is refused with 402. Reading holdings, orders and trades, and answering the
 * counterparty's trades, stay on every plan: a basic firm must still be able to settle what it agreed.
 */
const premiumFeatures = {
  portfolioManagement: {
    bullet: 'manage portfolio efficiently',
    what: 'Managing your portfolio (uploading positions, confirming holdings, editing valuation costs)',
  },
  singleScreenTrading: {
    bullet: 'execute trades from a single screen',
    what: 'Offering holdings to the market from your inventory',
  },
  externalTrades: {
    bullet: 'record external trades',
    what: 'Recording and reporting external trades',
  },
} as const;

export type PremiumFeature = keyof typeof premiumFeatures;

/** Which features each plan includes. */
const planFeatures: Record<Plan, readonly PremiumFeature[]> = {
  basic: [],
  premium: ['portfolioManagement', 'singleScreenTrading', 'externalTrades'],
};

export function planIncludes(plan: Plan, feature: PremiumFeature): boolean {
  return planFeatures[plan].includes(feature);
}

/** The body of the 402: what was refused, why, and what to do (the app shows its Premium page). */
export function premiumRequiredBody(principal: Principal, feature: PremiumFeature) {
  return {
    detail: `${premiumFeatures[feature].what} is a premium feature, and ${principal.client.brandName ?? principal.client.name} is on the basic plan. Request an upgrade to use it.`,
    code: 'premium_required',
    feature,
    plan: principal.client.plan,
  };
}
