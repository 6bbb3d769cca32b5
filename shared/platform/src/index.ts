export * from './constants';
export * from './paths';
export * from './remote-contract';
export * from './federation-manifest';
export * from './settings';
export * from './with-timeout';
export * from './formatting';
export * from './us-states';
