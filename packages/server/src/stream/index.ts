// The trade stream hub plugin (`/ws/trade/d/`). The hub, its routing rules and the PostgreSQL event bus
// are imported from their own modules.
export { tradeStreamHub } from './tradeStreamHubPlugin';
