/** One street suggestion, from GET /lookup or the third-party autocomplete service (the contract's shape). */
export type { StreetSuggestion as AddressSuggestion } from '@beacon/validation';
