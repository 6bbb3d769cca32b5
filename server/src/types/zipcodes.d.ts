// The data file of the `zipcodes` package (U.S. ZIP codes with city, state and coordinates); it ships no types.
declare module 'zipcodes/lib/codes.js' {
  export interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCodeEntry>;
}
