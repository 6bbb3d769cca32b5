export {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  hasSession,
  readTokens,
  type Tokens,
} from './token-storage';
export * from './device-id';
export * from './session-user';
export * from './session-atoms';
export { onSessionEnded, type SessionEndReason } from './auth-events';
export * from './session-lifecycle';
export * from './entitlements';
export { useAtomSnapshot } from './use-atom-snapshot';
