// Tabs of spec §2.2, with their headings and intros. A tab's `mobileHint` takes the place of its heading and intro
// below the layout breakpoint (spec §2.2: the Name tab's "mobile hint").
export const searchTabs = [
  {
    id: 'name',
    label: 'Name',
    heading: 'Search for Background Reports',
    intro: 'Enter a first and last name to search anyone in the U.S.',
    mobileHint: 'Background Reports: Enter a first and last name to search for anyone in the U.S.',
  },
  {
    id: 'phone',
    label: 'Phone',
    heading: 'Search for Phone Reports',
    intro: 'Enter a phone number to access available owner information.',
  },
  {
    id: 'email',
    label: 'Email',
    heading: 'Search for Email Reports',
    intro: 'Enter an email address to access available owner information.',
  },
  {
    id: 'address',
    label: 'Address',
    heading: 'Search for Address Reports',
    intro: 'Enter any address to access important owner information and more.',
  },
] as const;

export type SearchTabId = (typeof searchTabs)[number]['id'];

export const FCRA_DISCLAIMER =
  'By clicking search, you agree that this site is not a consumer reporting agency, does not provide consumer reports, ' +
  'and that you will not use it for employment, consumer credit, insurance, tenant screening or any other purpose ' +
  'requiring Fair Credit Reporting Act compliance.';
