// `@beacon/api/client`: the part of the API client that must exist once per page, shared by the host and every
// remote as a federation singleton: the request function with its configuration and token refresh, and the error
// classes every app tests with `instanceof`. The endpoint functions, hooks and query keys of `@beacon/api` are
// stateless: each app bundles the ones it uses (with their schemas), instead of every page loading all of them
// (issue 19). Endpoint code imports this module by its package name, so that bundlers share it.
export * from './api-error';
export * from './payment-required';
export * from './api-client';
export * from './report-client-error';
export * from './screen-queries';
export * from './mask-secrets';
