import type { Migration } from './Migration';

/**
 * A firm's plan (issue 17, the 402 Premium page): `basic` or `premium`. Premium features (see
 * `auth/premiumFeatures.ts`) answer 402 to a firm on the basic plan. Every firm starts basic, a
 * self-registered one included; the two demo trading firms are premium so the whole platform can be
 * shown, and a database seeded before this migration is brought in line by their websites.
 */
export const premiumPlansMigration: Migration = {
  id: '0019_premium_plans',
  statements: [
    `ALTER TABLE clients ADD COLUMN plan text NOT NULL DEFAULT 'basic'
      CONSTRAINT clients_plan_check CHECK (plan IN ('basic', 'premium'))`,
    `UPDATE clients SET plan = 'premium' WHERE website IN ('meridiancapital.in', 'kaveriamc.in')`,
  ],
};
