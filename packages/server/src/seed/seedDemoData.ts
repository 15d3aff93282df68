import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../database/connection';
import {
  clientProfiles,
  clients,
  exchangeCredentials,
  invitations,
  uccRecords,
  userAccounts,
  users,
} from '../database/schema/index';
import { hashPassword } from '../auth/passwords';
import { encryptSecret } from '../auth/encryption';
import {
  demoAccounts,
  demoInviteCode,
  demoInviteEmail,
  demoPassword,
  type DemoFirmKey,
} from './demoAccounts';
import { seedTradingUniverse } from '../universe/seedTradingDemo';
import { seedChatDemo } from './seedChatDemo';
import { grantSeededFirmRoles } from '../authorization/firmRoles';
import { returnedRow } from '../database/returnedRow';

type NewClient = typeof clients.$inferInsert;

const day = 24 * 60 * 60 * 1000;

function demoFirms(now: Date): Record<DemoFirmKey, NewClient> {
  return {
    meridian: {
      name: 'Meridian Capital Securities Private Limited',
      brandName: 'Meridian Capital',
      website: 'meridiancapital.in',
      clientType: 'CORP',
      clientMode: 'BROKING',
      clientSegment: 'NON_INSTITUTIONAL',
      pan: 'AABCM4521K',
      state: 'MAHARASHTRA',
      isBroker: true,
      allowedExchanges: ['NSE', 'BSE'],
      rfqExchanges: ['NSE', 'BSE'],
      stpExchanges: ['NSE', 'BSE'],
      nscclName: 'Meridian Capital Securities Pvt Ltd',
      icclName: 'Meridian Capital Securities Pvt Ltd',
      nscclCode: 'M45210',
      icclCode: '6521',
      plan: 'premium',
    },
    kaveri: {
      name: 'Kaveri Asset Management Company Limited',
      brandName: 'Kaveri AMC',
      website: 'kaveriamc.in',
      clientType: 'CORP',
      clientMode: 'SOFTWARE',
      clientSegment: 'INSTITUTIONAL',
      pan: 'AACCK7310P',
      state: 'TAMIL NADU',
      allowedExchanges: ['NSE', 'BSE'],
      rfqExchanges: ['NSE', 'BSE'],
      stpExchanges: ['NSE'],
      nscclName: 'Kaveri Asset Management Co Ltd',
      nscclCode: 'K73100',
      plan: 'premium',
    },
    sahyadri: {
      name: 'Sahyadri Research Partners LLP',
      brandName: 'Sahyadri Research',
      website: 'sahyadriresearch.in',
      clientType: 'CORP',
      clientMode: 'SOFTWARE',
      clientSegment: 'WDM',
      pan: 'ABOFS2286Q',
      state: 'KARNATAKA',
      isPaidClient: true,
    },
    coromandel: {
      name: 'Coromandel Wealth Advisors Private Limited',
      brandName: 'Coromandel Wealth',
      website: 'coromandelwealth.in',
      clientType: 'CORP',
      clientMode: 'SOFTWARE',
      clientSegment: 'NON_INSTITUTIONAL',
      pan: 'AAECC9034H',
      state: 'TAMIL NADU',
      isPaidClient: false,
      mindTrialEndsAt: new Date(now.getTime() - 14 * day),
    },
    ananya: {
      name: 'Ananya Iyer',
      clientType: 'INDV',
      category: 'RTL',
      clientMode: 'SOFTWARE',
      clientSegment: 'NON_INSTITUTIONAL',
      pan: 'AJKPI4407M',
      state: 'KERALA',
    },
    deccanCustody: {
      name: 'Deccan Custodial Services Limited',
      brandName: 'Deccan Custodial',
      website: 'deccancustodial.in',
      clientType: 'CORP',
      clientSegment: 'INSTITUTIONAL',
      state: 'TELANGANA',
      custodianExchanges: ['NSE', 'BSE'],
    },
    konkanCustody: {
      name: 'Konkan Trust and Custody Limited',
      brandName: 'Konkan Custody',
      website: 'konkancustody.in',
      clientType: 'CORP',
      clientSegment: 'INSTITUTIONAL',
      state: 'GOA',
      custodianExchanges: ['NSE'],
    },
    narmadaFacilitators: {
      name: 'Narmada Bond Facilitators Private Limited',
      brandName: 'Narmada Facilitators',
      website: 'narmadabonds.in',
      clientType: 'CORP',
      clientSegment: 'NON_INSTITUTIONAL',
      state: 'GUJARAT',
      marketFunctions: ['facilitator'],
    },
    godavariAgents: {
      name: 'Godavari Settlement Agents Private Limited',
      brandName: 'Godavari Agents',
      website: 'godavariagents.in',
      clientType: 'CORP',
      clientSegment: 'NON_INSTITUTIONAL',
      state: 'ANDHRA PRADESH',
      marketFunctions: ['agent'],
    },
  };
}

type SeededProfile = Omit<
  typeof clientProfiles.$inferInsert,
  'clientId' | 'consentedAt' | 'createdByUserId' | 'createdAt' | 'updatedAt'
>;

/** End clients the broking firms manage, each with its onboarding details as the onboarding form takes them. */
const managedClients: { firm: DemoFirmKey; client: NewClient; profile: SeededProfile }[] = [
  {
    firm: 'meridian',
    client: {
      name: 'Vasudha Textiles Private Limited',
      clientType: 'CORP',
      category: 'CORPORATE',
      clientSegment: 'NON_INSTITUTIONAL',
      pan: 'AAGCV1187L',
      state: 'GUJARAT',
      website: 'vasudhatextiles.in',
    },
    profile: {
      gst: '24AAGCV1187L1Z5',
      addressLine: 'Plot 14, GIDC Estate, Naroda',
      city: 'Ahmedabad',
      pincode: '382330',
      bankAccountNumber: '50100234567812',
      ifsc: 'HDFC0001234',
      boId: '1208160000123456',
      contactName: 'Nirav Shah',
      email: 'treasury@vasudhatextiles.in',
      mobile: '9822001100',
      whatsappConsent: true,
    },
  },
  {
    firm: 'meridian',
    client: {
      name: 'Rohan Mehta',
      clientType: 'INDV',
      category: 'HNI',
      clientSegment: 'NON_INSTITUTIONAL',
      pan: 'BQRPM5512D',
      state: 'MAHARASHTRA',
    },
    profile: {
      addressLine: '702, Sea Breeze, Carter Road, Bandra West',
      city: 'Mumbai',
      pincode: '400050',
      bankAccountNumber: '003401562378',
      ifsc: 'ICIC0000034',
      dpId: '30021400',
      depositoryClientId: '10234567',
      contactName: 'Rohan Mehta',
      email: 'rohan.mehta@example.in',
      mobile: '9820012345',
      whatsappConsent: true,
    },
  },
  {
    firm: 'meridian',
    client: {
      name: 'Shreeji Family Office',
      clientType: 'INDV',
      category: 'FMO',
      clientSegment: 'NON_INSTITUTIONAL',
      pan: 'ACXPS9021F',
      state: 'RAJASTHAN',
    },
    profile: {
      addressLine: '11 Civil Lines, Tonk Road',
      city: 'Jaipur',
      pincode: '302001',
      bankAccountNumber: '912010045678123',
      ifsc: 'UTIB0000123',
      boId: '1301760000456789',
      contactName: 'Kavita Agarwal',
      email: 'office@shreejifamily.in',
      mobile: '9829011223',
      whatsappConsent: false,
    },
  },
  {
    firm: 'meridian',
    client: {
      name: 'Pune Urban Co-operative Bank Limited',
      clientType: 'CORP',
      category: 'BANK',
      clientSegment: 'INSTITUTIONAL',
      pan: 'AAAJP3321B',
      state: 'MAHARASHTRA',
      website: 'puneurbanbank.in',
    },
    profile: {
      gst: '27AAAJP3321B1ZQ',
      addressLine: 'Urban Bank Bhavan, Shivajinagar',
      city: 'Pune',
      pincode: '411005',
      bankAccountNumber: '00112233445566',
      ifsc: 'PUNB0123400',
      dpId: '30047600',
      depositoryClientId: '20045678',
      contactName: 'Sanjay Kulkarni',
      email: 'investments@puneurbanbank.in',
      mobile: '9890012345',
      whatsappConsent: false,
    },
  },
  {
    firm: 'meridian',
    client: {
      name: 'Lakshmi Nair',
      clientType: 'INDV',
      category: 'RTL',
      clientSegment: 'NON_INSTITUTIONAL',
      pan: 'CHNPN6643K',
      state: 'KERALA',
    },
    profile: {
      addressLine: 'TC 24/1180, Vazhuthacaud',
      city: 'Thiruvananthapuram',
      pincode: '695014',
      bankAccountNumber: '67234509812',
      ifsc: 'SBIN0070123',
      boId: '1203320000789012',
      contactName: 'Lakshmi Nair',
      email: 'lakshmi.nair@example.in',
      mobile: '9447012345',
      whatsappConsent: true,
    },
  },
  {
    firm: 'meridian',
    client: {
      name: 'Baroda Wealth Managers',
      clientType: 'INDV-P',
      category: 'SWM',
      clientSegment: 'NON_INSTITUTIONAL',
      pan: 'AELPB2209R',
      state: 'GUJARAT',
      isPartner: true,
    },
    profile: {
      addressLine: '3rd Floor, Race Course Circle',
      city: 'Vadodara',
      pincode: '390007',
      bankAccountNumber: '1234567890123',
      ifsc: 'BARB0RACECO',
      boId: '1201090000345678',
      contactName: 'Parth Desai',
      email: 'desk@barodawealth.in',
      mobile: '9825012345',
      whatsappConsent: true,
    },
  },
  {
    firm: 'meridian',
    client: {
      name: 'Hooghly Jute Mills Limited',
      clientType: 'CORP',
      category: 'CORPORATE',
      clientSegment: 'NON_INSTITUTIONAL',
      pan: 'AACCH4410N',
      state: 'WEST BENGAL',
      offlineRecord: true,
    },
    profile: {
      gst: '19AACCH4410N1Z2',
      addressLine: '22 Strand Road',
      city: 'Kolkata',
      pincode: '700001',
      bankAccountNumber: '0211002345678',
      ifsc: 'UCBA0000211',
      dpId: '30012300',
      depositoryClientId: '30098765',
      contactName: 'Arindam Ghosh',
      email: 'accounts@hooghlyjute.in',
      mobile: '9831012345',
      whatsappConsent: false,
    },
  },
  {
    firm: 'kaveri',
    client: {
      name: 'Kaveri Short Duration Fund',
      clientType: 'CORP',
      category: 'MUTUAL_FUND',
      clientSegment: 'INSTITUTIONAL',
      pan: 'AAATK8832C',
      state: 'TAMIL NADU',
    },
    profile: {
      gst: '33AAATK8832C1Z9',
      addressLine: 'Kaveri House, 45 Cathedral Road',
      city: 'Chennai',
      pincode: '600086',
      bankAccountNumber: '5011223344556',
      ifsc: 'HDFC0000082',
      boId: '1204470000112233',
      contactName: 'Meenakshi Sundaram',
      email: 'fund.ops@kaverishort.in',
      mobile: '9840012345',
      whatsappConsent: false,
    },
  },
  {
    firm: 'kaveri',
    client: {
      name: 'Kaveri Corporate Bond Fund',
      clientType: 'CORP',
      category: 'MUTUAL_FUND',
      clientSegment: 'INSTITUTIONAL',
      pan: 'AAATK8833D',
      state: 'TAMIL NADU',
    },
    profile: {
      gst: '33AAATK8833D1Z7',
      addressLine: 'Kaveri House, 45 Cathedral Road',
      city: 'Chennai',
      pincode: '600086',
      bankAccountNumber: '5011223344557',
      ifsc: 'HDFC0000082',
      boId: '1204470000112234',
      contactName: 'Meenakshi Sundaram',
      email: 'fund.ops@kavericorporate.in',
      mobile: '9840012346',
      whatsappConsent: false,
    },
  },
];

/**
 * Seeds the demo firms, accounts and records once (it does nothing when the demo dealer exists), in
 * one transaction with multi-row inserts. Every demo account's password is `Bondkit@2026`.
 */
export async function seedDemoData(db: Db, now: Date, encryptionKey?: Buffer): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts[0]!.email));
  if (existing) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (transaction) => {
    const firms = demoFirms(now);
    const firmKeys = Object.keys(firms) as DemoFirmKey[];
    const insertedFirms = await transaction
      .insert(clients)
      .values(firmKeys.map((key) => firms[key]))
      .returning({ id: clients.id });
    const firmIds = new Map(firmKeys.map((key, index) => [key, insertedFirms[index]!.id]));
    const firmId = (key: DemoFirmKey) => firmIds.get(key)!;

    const insertedManagedClients = await transaction
      .insert(clients)
      .values(managedClients.map(({ firm, client }) => ({ ...client, managedByClientId: firmId(firm) })))
      .returning({ id: clients.id });

    const insertedUsers = await transaction
      .insert(users)
      .values(
        demoAccounts.map((account) => ({
          email: account.email,
          mobile: account.mobile,
          firstName: account.firstName,
          lastName: account.lastName,
          passwordHash,
          uniqueId: randomUUID(),
          suprsendSubscriberId: `bk-${account.key}`,
          hasAcceptedChatTerms: account.key !== 'investor',
          isDemo: true,
          tokensValidAfter: now,
        })),
      )
      .returning({ id: users.id });
    await transaction
      .insert(userAccounts)
      .values(
        demoAccounts.map((account, index) => ({
          userId: insertedUsers[index]!.id,
          clientId: firmId(account.firm),
          roles: account.roles,
          status: 'active',
        })),
      )
      .returning({ id: userAccounts.id });

    await grantSeededFirmRoles(transaction, now);

    // The individual investor is a client of Meridian's broking desk (a client the firm manages, as the
    // spec's end clients are): her EOIs go to Meridian, which quotes them; Meridian onboarded her and holds
    // her unique client code on NSE.
    const investorFirmId = firmId('ananya');
    await transaction
      .update(clients)
      .set({ managedByClientId: firmId('meridian') })
      .where(eq(clients.id, investorFirmId));
    await transaction.insert(clientProfiles).values({
      clientId: investorFirmId,
      addressLine: '7 Marine Drive, Ernakulam',
      city: 'Kochi',
      pincode: '682031',
      bankAccountNumber: '6011223344',
      ifsc: 'FDRL0001234',
      dpId: '12033500',
      depositoryClientId: '12345678',
      contactName: 'Ananya Iyer',
      email: 'investor@demo.bondkit.in',
      mobile: '9000000009',
      whatsappConsent: false,
      consentedAt: now,
      createdByUserId: insertedUsers[demoAccounts.findIndex((account) => account.firm === 'meridian')]!.id,
      createdAt: now,
      updatedAt: now,
    });

    // Onboarded by each firm's first demo account, consented when the demo began.
    const onboardedBy = (firm: DemoFirmKey) =>
      insertedUsers[demoAccounts.findIndex((account) => account.firm === firm)]!.id;
    await transaction.insert(clientProfiles).values(
      managedClients.map(({ firm, profile }, index) => ({
        ...profile,
        clientId: insertedManagedClients[index]!.id,
        consentedAt: now,
        createdByUserId: onboardedBy(firm),
        createdAt: now,
        updatedAt: now,
      })),
    );

    // An invited dealer, pending, to try registration by invitation.
    const invitedUser = returnedRow(
      await transaction
        .insert(users)
        .values({
          email: demoInviteEmail,
          firstName: 'Invited',
          lastName: 'Dealer',
          uniqueId: randomUUID(),
          isDemo: true,
        })
        .returning({ id: users.id }),
    );
    const invitedAccount = returnedRow(
      await transaction
        .insert(userAccounts)
        .values({
          userId: invitedUser.id,
          clientId: firmId('meridian'),
          roles: ['clientdealer'],
          status: 'invited',
        })
        .returning({ id: userAccounts.id }),
    );
    const opsAdminIndex = demoAccounts.findIndex((account) => account.key === 'opsadmin');
    await transaction.insert(invitations).values({
      code: demoInviteCode,
      userAccountId: invitedAccount.id,
      invitedByUserId: insertedUsers[opsAdminIndex]!.id,
      expiresAt: new Date(now.getTime() + 365 * day),
    });

    await transaction.insert(uccRecords).values([
      {
        ownerClientId: firmId('meridian'),
        uccCode: 'MCS0001',
        name: 'Vasudha Textiles Private Limited',
        pan: 'AAGCV1187L',
        exchange: 'NSE',
        clientType: 'CORP',
        state: 'GUJARAT',
        email: 'treasury@vasudhatextiles.in',
        mobile: '9822001100',
        bankAccountNumber: '50100234567812',
        ifsc: 'HDFC0001234',
        dpId: '12081600',
        boId: '1208160000123456',
      },
      {
        ownerClientId: firmId('meridian'),
        uccCode: 'MCS0002',
        name: 'Rohan Mehta',
        pan: 'BQRPM5512D',
        exchange: 'BSE',
        clientType: 'INDV',
        category: 'HNI',
        state: 'MAHARASHTRA',
        email: 'rohan.mehta@example.in',
        mobile: '9820012345',
        bankAccountNumber: '003401562378',
        ifsc: 'ICIC0000034',
      },
      {
        ownerClientId: firmId('meridian'),
        uccCode: 'MCS0003',
        name: 'Lakshmi Nair',
        pan: 'CHNPN6643K',
        exchange: 'NSE',
        clientType: 'INDV',
        category: 'RTL',
        state: 'KERALA',
        email: 'lakshmi.nair@example.in',
        mobile: '9447012345',
      },
      {
        ownerClientId: firmId('meridian'),
        uccCode: 'MCS0004',
        name: 'Ananya Iyer',
        pan: 'AJKPI4407M',
        exchange: 'NSE',
        clientType: 'INDV',
        category: 'RTL',
        state: 'KERALA',
        email: 'investor@demo.bondkit.in',
        mobile: '9000000009',
      },
      {
        ownerClientId: firmId('kaveri'),
        uccCode: 'KAM0001',
        name: 'Kaveri Short Duration Fund',
        pan: 'AAATK8832C',
        exchange: 'NSE',
        clientType: 'CORP',
        state: 'TAMIL NADU',
      },
    ]);

    if (encryptionKey) {
      await transaction.insert(exchangeCredentials).values({
        clientId: firmId('meridian'),
        corp: 'NSCCL',
        participantCode: 'M45210',
        username: 'meridian.nsccl',
        passwordCiphertext: encryptSecret('Demo-Exchange-Pass1', encryptionKey),
      });
    }
  });
  await seedTradingUniverse(db, now);
  await seedChatDemo(db, now);
  return true;
}
