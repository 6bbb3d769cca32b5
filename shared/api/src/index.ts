export * from './api-error';
export * from './api-client';
export * from './query-keys';
export * from './report-client-error';
