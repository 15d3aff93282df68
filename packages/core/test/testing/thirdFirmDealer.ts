import { createDemoUsers, fakeDemoPassword, type FakeUser } from '../../src/testing/index';

/** The email of `thirdFirmDealer()`. */
export const thirdFirmDealerEmail = 'third@bondkit.test';

/**
 * Tara, a dealer at a third firm (client 105, Third Firm Ltd): party to none of the demo dealer's (101) and
 * the demo trader's (102) tickets, orders, quotes or negotiations, and in none of the fake's firm lists. The
 * demo dealer's roles and exchanges, with an account of her own (215).
 */
export function thirdFirmDealer(): FakeUser {
  const demoDealer = createDemoUsers()[0]!;
  return {
    password: fakeDemoPassword,
    session: {
      ...demoDealer.session,
      id: 105,
      name: 'Third Firm Ltd',
      brand_name: 'Third Firm',
      user_accounts: [{ id: 215, status: 'active' }],
      user_info: { ...demoDealer.session.user_info, first_name: 'Tara', email: thirdFirmDealerEmail },
    },
  };
}
