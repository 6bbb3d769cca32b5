export * from './token-storage';
export * from './device-id';
export * from './session-user';
export * from './session-atoms';
export * from './auth-events';
export * from './entitlements';
