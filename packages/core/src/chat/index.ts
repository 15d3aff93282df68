// @bondkit/core/chat: the spec's chat rules as framework-free code over the SDK's objects.
export * from './chatConstants';
export * from './chatConnectionState';
export * from './buzzStateMachine';
export * from './channelListRules';
export * from './deliveryMarking';
export * from './channelRefreshPoll';
export * from './chatSessionConnect';
