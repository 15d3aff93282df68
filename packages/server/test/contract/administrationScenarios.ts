import {
  endpoints,
  type AnyEndpoint,
  type administrationEndpoints,
  type registrationEndpoints,
  type supportEndpoints,
  type userSettingsEndpoints,
} from '@bondkit/core/contract';
import { expect } from 'vitest';
import type { ContractCall, ContractScenario, ContractWorld } from './contractScenarios';

/** A scenario for each endpoint of a contract module. */
type ScenariosOf<Endpoints extends Record<string, AnyEndpoint>> = {
  [Name in keyof Endpoints]: ContractScenario<Endpoints[Name]>;
};

/** A clearing-corporation login of the well-formed shape the exchanges issue. */
const credential = {
  corp: 'NSCCL',
  participant_code: 'MCS01',
  username: 'meridian.ops',
  password: 'Clearing-Pass-2026',
} as const;

/** Invites someone new to the ops admin's firm, as a dealer; answers the invitee's user account id. */
async function invite(call: ContractCall, email: string): Promise<number> {
  const answer = await call(endpoints.inviteUser, { body: { email, roles: ['clientdealer'] } }, 'opsadmin');
  return (answer.body as { invitee_id: number }).invitee_id;
}

/** The code of the invitation link mailed to an invitee. */
async function mailedInviteCode(world: ContractWorld, email: string): Promise<string> {
  const link = /https?:\/\/\S+/.exec(await world.lastMessageTo(email));
  const code = link ? new URL(link[0]).searchParams.get('invite_code') : null;
  if (!code) throw new Error(`No invitation link was mailed to ${email}.`);
  return code;
}

/** Proves a new mobile number with an OTP of the given mode, as registration requires first. */
async function verifyMobile(
  world: ContractWorld,
  call: ContractCall,
  mobile: string,
  mode: 'register' | 'easy_register',
): Promise<void> {
  await call(
    endpoints.requestOtp,
    { body: { mobile, request_type: 'mobile', auth_mode: mode } },
    'anonymous',
  );
  const code = /\b(\d{6})\b/.exec(await world.lastMessageTo(mobile))?.[1];
  if (!code) throw new Error(`No OTP was sent to ${mobile}.`);
  await call(endpoints.validateOtp, { body: { mobile, otp: code, request_type: mode } }, 'anonymous');
}

/**
 * A firm's administration by its ops admin, registration and invitations, the user's own settings and
 * support tickets. None of these is on the fake, and the mails and SMS their set-up reads are the
 * server's, so they run on the server.
 */
export const administrationScenarios: ScenariosOf<typeof administrationEndpoints> &
  ScenariosOf<typeof registrationEndpoints> &
  ScenariosOf<typeof userSettingsEndpoints> &
  ScenariosOf<typeof supportEndpoints> = {
  saveExchangeCredentials: {
    caller: 'opsadmin',
    valid: () => ({ body: credential }),
    invalid: () => ({ body: { ...credential, corp: 'LSE' as 'NSCCL', username: '' } }),
  },
  listExchangeCredentials: {
    caller: 'opsadmin',
    valid: async (_world, call) => {
      await call(endpoints.saveExchangeCredentials, { body: credential }, 'opsadmin');
      return {};
    },
  },
  testExchangeCredentials: {
    caller: 'opsadmin',
    valid: async (_world, call) => {
      await call(endpoints.saveExchangeCredentials, { body: { ...credential, corp: 'ICCL' } }, 'opsadmin');
      return { body: { corp: 'ICCL' } };
    },
    invalid: () => ({ body: { corp: 'LSE' as 'NSCCL' } }),
  },
  getFirmTradingSettings: { caller: 'opsadmin', valid: () => ({}) },
  updateFirmTradingSettings: {
    caller: 'opsadmin',
    // Saves the setting the firm has, so that the quote scenarios find the firm as it was.
    valid: async (_world, call) => {
      const current = await call(endpoints.getFirmTradingSettings, {}, 'opsadmin');
      return { body: current.body as { allow_price_modification: boolean } };
    },
    invalid: () => ({ body: { allow_price_modification: 'yes' as unknown as boolean } }),
  },
  inviteUser: {
    caller: 'opsadmin',
    valid: () => ({ body: { email: 'contract.invitee@example.in', roles: ['clientdealer'] } }),
    invalid: () => ({ body: { email: 'not-an-address', roles: [] } }),
  },
  revokeInvitation: {
    caller: 'opsadmin',
    valid: async (_world, call) => ({
      body: { invitee_id: await invite(call, 'contract.revoked@example.in') },
    }),
    invalid: () => ({ body: { invitee_id: 0 } }),
  },
  register: {
    caller: 'anonymous',
    valid: async (world, call) => {
      const mobile = '9123400011';
      await verifyMobile(world, call, mobile, 'register');
      return {
        body: {
          auth_mode: 'register',
          pan: 'ABCPV1234K',
          password: 'Strong@Pass1',
          identity: { first_name: 'Contract', last_name: 'Suite' },
          client_type: 'INDV',
          category: 'RTL',
          corporate_identity: null,
          contact: { email: 'contract.register@example.in', mobile, whatsapp_consent: false },
        },
      };
    },
    invalid: () => ({
      body: {
        auth_mode: 'register',
        pan: 'not a pan',
        password: 'short',
        identity: { first_name: 'Contract', last_name: 'Suite' },
        client_type: 'INDV',
        category: 'RTL',
        corporate_identity: null,
        contact: { email: 'contract.invalid@example.in', mobile: '9123400019', whatsapp_consent: false },
      },
    }),
  },
  registerUserLite: {
    caller: 'anonymous',
    valid: async (world, call) => {
      const mobile = '9123400012';
      await verifyMobile(world, call, mobile, 'easy_register');
      return {
        body: { first_name: 'Easy', last_name: 'Suite', email: 'contract.lite@example.in', mobile },
      };
    },
    invalid: () => ({
      body: { first_name: 'Easy', last_name: 'Suite', email: 'not-an-address', mobile: '12' },
    }),
  },
  validateInvitation: {
    caller: 'anonymous',
    valid: async (world, call) => {
      const email = 'contract.validated@example.in';
      await invite(call, email);
      return { body: { invite_code: await mailedInviteCode(world, email) } };
    },
    invalid: () => ({ body: { invite_code: '' } }),
  },
  acceptChatTerms: {
    caller: 'dealer',
    valid: () => ({ body: { has_accepted_chat_terms: true } }),
    invalid: () => ({ body: { has_accepted_chat_terms: false as true } }),
  },
  updateSecurityPreferences: {
    caller: 'dealer',
    valid: () => ({ body: { preferences: ['otp'] } }),
    invalid: () => ({ body: { preferences: [''] } }),
  },
  uploadSupportAttachment: {
    caller: 'anonymous',
    valid: () => ({
      file: new Blob(['A screenshot, in words.'], { type: 'text/plain' }),
      fileName: 'note.txt',
    }),
    // The URL it answers serves the file back, always as a download.
    afterValid: async ({ call, input, backend }) => {
      const uploaded = await call(endpoints.uploadSupportAttachment, input, 'anonymous');
      const fileId = (uploaded.body as { file_url: string }).file_url.split('/').pop() ?? '';
      const file = await call(endpoints.downloadSupportAttachment, { params: { fileId } }, 'anonymous');
      expect(await (file.body as Blob).text(), backend).toBe('A screenshot, in words.');
    },
    invalid: () => ({ file: new Blob([]), fileName: 'empty.txt' }),
  },
  downloadSupportAttachment: {
    caller: 'anonymous',
    valid: async (_world, call) => {
      const uploaded = await call(
        endpoints.uploadSupportAttachment,
        { file: new Blob(['%PDF-1.4 contract'], { type: 'application/pdf' }), fileName: 'trade.pdf' },
        'anonymous',
      );
      return { params: { fileId: (uploaded.body as { file_url: string }).file_url.split('/').pop() ?? '' } };
    },
    invalid: () => ({ params: { fileId: 'not-an-id' } }),
  },
  createSupportTicket: {
    caller: 'anonymous',
    valid: () => ({
      body: {
        ticket_type_id: 5,
        contacts: [{ email: 'contract.support@example.in' }],
        attributes: { _default_title_: 'Settlement query', _default_description_: 'When does it settle?' },
      },
    }),
    invalid: () => ({
      body: {
        ticket_type_id: 7 as 5,
        contacts: [],
        attributes: { _default_title_: ' ', _default_description_: '' },
      },
    }),
  },
};
