// jsdom without the Fetch API: the app's HTTP client and its tests use Node's own Response, Headers and fetch.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Response',
      'Request',
      'Headers',
      'AbortController',
      'structuredClone',
      'TextEncoder',
      'TextDecoder',
    ]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
