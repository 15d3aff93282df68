// @bondkit/core/testing: fakes for embedders' tests and widget stories. Never imported by the main entry.
export { createFakeBondApi } from './createFakeBondApi';
export type { FakeBondApi, FakeBondApiOptions, FakeFailure } from './createFakeBondApi';
export type { FakeRequest, FakeResponse } from './fakeRouter';
export type { FakeState } from './fakeState';
export type { FakeFirm, FakeMember } from './fakeParticipantData';
export type { FakeNegotiation } from './fakeQuoteBook';
export type { FakeQuoteTrade } from './fakeQuoteTrade';
export type {
  FakeChatChannel,
  FakeChatConnection,
  FakeChatMessage,
  FakeChatPerson,
  FakeChatState,
} from './fakeChatState';
export type { FakeMindConversation, FakeMindShare, FakeMindState } from './fakeMindState';
export { FakeContractError } from './fakeEndpoint';
export {
  createDemoBonds,
  createDemoCounterparties,
  createDemoCustodians,
  createDemoPriceInfos,
  createDemoUsers,
  fakeDemoOtp,
  fakeDemoPassword,
} from './fakeData';
export type { FakeUser } from './fakeData';
export { createFakeBondClient } from './createFakeBondClient';
export type { FakeBondClient } from './createFakeBondClient';
export { createFakeTradeStream } from './fakeTradeStream';
export type { FakeTradeStream, FakeTradeStreamOptions } from './fakeTradeStream';
export * from './fakeMindTransport';
