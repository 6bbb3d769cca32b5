export * from './route-manifest';
export * from './search-routes';
export * from './reports-routes';
export * from './guardian-routes';
export * from './account-routes';
export * from './monitoring-routes';
export * from './remote-routes';
export * from './preload-plan';
