/** One street suggestion, from GET /lookup or the third-party autocomplete service. */
export interface AddressSuggestion {
  text: string;
  street_line: string;
  city: string;
  state: string;
  zipcode: string;
}
