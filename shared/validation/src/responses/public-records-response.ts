import { type InferType } from 'yup';

import {
  bool,
  int,
  isoDate,
  listOf,
  literals,
  nullableInt,
  nullableStr,
  num,
  recordOf,
  shape,
  str,
} from './contract-fields';
import { builtOnce } from '../built-once';
import { deferredSchema } from '../deferred-schema';

// The public-records data (spec §2.2, §2.4): search teasers (GET /search/*), street suggestions (GET /lookup) and
// person and location records by section (GET /people/{pointer}, GET /locations/{pointer}). A record's report and
// its PDF show the same records, so these facts are the one description of what a member reads about a person or a
// place. Every fact says where it came from (`source_type`) and when it was last seen (`last_seen`, ISO date).

/** A calendar date as public records give it; month and day are 1-based. */
export const datePartsSchema = /* @__PURE__ */ deferredSchema(() => shape({ year: int(), month: int(), day: int() }));
const nullableDate = () => datePartsSchema.clone().nullable().defined();

export const dateRangeSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ start: nullableDate(), end: nullableDate() }),
);

// The field sets below are shared by many schemas. They are built by the first schema that needs them, not when this
// module loads: a remote's routes chunk loads it, and built there they were a few ms of its first task (issue 19).
const sourced = builtOnce(() => ({
  source_type: str().meta({ description: 'where the fact comes from, e.g. public_records, court_records' }),
  last_seen: isoDate(),
}));

export const personNameSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ first: str(), middle: nullableStr(), last: str(), suffix: nullableStr() }),
);

const cityState = () => shape({ city: str(), state: str() });

/** An address as facts carry it: a business's or a property's is the short form. */
export const addressSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    street: str(),
    street_number: str().optional(),
    street_name: str().optional(),
    city: str(),
    state_code: str(),
    zip_code: str(),
    zip4: str().optional(),
    country: str().optional(),
    latitude: num().optional(),
    longitude: num().optional(),
  }),
);

/** A place's full address (search results, address histories, neighbors). */
export const placeAddressSchema = /* @__PURE__ */ deferredSchema(() =>
  addressSchema.shape({
    street_number: str(),
    street_name: str(),
    zip4: str(),
    country: str(),
  }),
);

export const personRefSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    pointer: str().meta({ description: 'resolve with GET /v1/people/{pointer}' }),
    name: personNameSchema,
    age: nullableInt(),
  }),
);

const personTeaserFields = builtOnce(() => ({
  pointer: str().meta({ description: 'resolve with GET /v1/people/{pointer}' }),
  name: personNameSchema,
  aliases: listOf(str()),
  age: nullableInt(),
  deceased: bool(),
  locations: listOf(cityState()).meta({ description: 'current city first, then earlier ones' }),
}));

export const personTeaserSchema = /* @__PURE__ */ deferredSchema(() => shape(personTeaserFields()));

// ---- searches ---------------------------------------------------------------------------------------------------

const paged = builtOnce(() => ({
  total: int().meta({ description: 'matches, at most 1000' }),
  page: int(),
  pageSize: int(),
}));

export const personSearchResultSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    ...personTeaserFields(),
    relatives: listOf(shape({ first: str(), last: str() })).meta({
      description: 'names of up to 4 relatives (the record lists them all)',
    }),
    match: literals(['exact', 'nickname', 'phonetic'] as const),
  }),
);

export const personSearchResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ ...paged(), results: listOf(personSearchResultSchema) }),
);

/** How a phone number is served, as the phone directory says. */
export const PHONE_LINE_TYPES = ['mobile', 'landline', 'voip'] as const;
export type PhoneLineType = (typeof PHONE_LINE_TYPES)[number];

export const phoneSearchResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    phone: str(),
    total: int(),
    results: listOf(
      shape({
        ...personTeaserFields(),
        phone: shape({
          number: str(),
          line_type: literals(PHONE_LINE_TYPES),
          carrier: str(),
          current: bool(),
        }),
      }),
    ),
  }),
);

export const emailSearchResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ email: str(), total: int(), results: listOf(personTeaserSchema) }),
);

export const addressResultSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    pointer: str().meta({ description: 'resolve with GET /v1/locations/{pointer}' }),
    address: placeAddressSchema,
    residents: listOf(personRefSchema),
  }),
);

export const addressSearchResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ ...paged(), results: listOf(addressResultSchema) }),
);

export const streetSuggestionSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    text: str(),
    street_line: str(),
    city: str(),
    state: str(),
    zipcode: str(),
  }),
);

export const lookupResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ suggestions: listOf(streetSuggestionSchema) }),
);

// ---- a person's facts -------------------------------------------------------------------------------------------

export const namedAsSchema = /* @__PURE__ */ deferredSchema(() =>
  personNameSchema.shape({
    type: literals(['primary', 'aka', 'maiden'] as const),
    ...sourced(),
  }),
);

export const personLocationSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    pointer: str(),
    address: placeAddressSchema,
    date_range: dateRangeSchema,
    current: bool(),
    ...sourced(),
  }),
);

export const birthDateSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ date: datePartsSchema, age: nullableInt(), ...sourced() }),
);
export const deathDateSchema = /* @__PURE__ */ deferredSchema(() => shape({ date: datePartsSchema, ...sourced() }));

export const phoneFactSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    number: str(),
    display: str(),
    line_type: str(),
    carrier: str(),
    state: str().meta({ description: 'the state of the area code' }),
    current: bool(),
    first_seen: isoDate(),
    ...sourced(),
  }),
);

export const emailFactSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ address: str(), first_seen: isoDate(), ...sourced() }),
);

export const relatedPersonSchema = /* @__PURE__ */ deferredSchema(() =>
  personRefSchema.shape({
    location: cityState(),
    relation: str(),
    same_household: bool().optional(),
    ...sourced(),
  }),
);

export const usernameFactSchema = /* @__PURE__ */ deferredSchema(() => shape({ content: str(), ...sourced() }));
export const socialProfileSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ network: str(), url: str(), username: str(), ...sourced() }),
);

export const jobFactSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    title: str(),
    company: str(),
    industry: str(),
    date_range: dateRangeSchema,
    ...sourced(),
  }),
);

export const educationFactSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    school: str(),
    degree: str(),
    field: nullableStr(),
    date_range: dateRangeSchema,
    ...sourced(),
  }),
);

export const matchIndicatorSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ item: str(), method_id: int(), method: str() }),
);

export const criminalRecordSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    case_number: str(),
    offense: str(),
    offense_class: str(),
    court: str(),
    county: str(),
    state: str(),
    offense_date: datePartsSchema,
    filing_date: datePartsSchema,
    disposition: str(),
    disposition_date: datePartsSchema,
    sentence: str(),
    match_indicators: listOf(matchIndicatorSchema),
    ...sourced(),
  }),
);

export const sexOffenseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    registered_on: datePartsSchema,
    tier: int(),
    offense: str(),
    pointer: str(),
    address: placeAddressSchema,
    ...sourced(),
  }),
);

export const companyNameSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    name: str(),
    type: str().meta({
      description: 'Primary, Former, or another filing type (DBA …), which the client lists as alternate',
    }),
  }),
);

export const businessFactSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    company_names: listOf(companyNameSchema),
    role: str(),
    status: str(),
    incorporated: datePartsSchema,
    state: str(),
    address: addressSchema.clone().nullable().defined(),
    ...sourced(),
  }),
);

export const licenseFactSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    type: str(),
    number: str(),
    state: str(),
    status: str(),
    issued: datePartsSchema,
    expires: datePartsSchema,
    ...sourced(),
  }),
);

export const bankruptcySchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    chapter: int(),
    case_number: str(),
    court: str(),
    filed: datePartsSchema,
    status: str(),
    ...sourced(),
  }),
);

export const lienSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    type: str(),
    amount: num(),
    creditor: str(),
    filed: datePartsSchema,
    released: nullableDate(),
    ...sourced(),
  }),
);

export const judgmentSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    plaintiff: str(),
    amount: num(),
    court: str(),
    filed: datePartsSchema,
    ...sourced(),
  }),
);

export const financesSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    bankruptcies: listOf(bankruptcySchema),
    liens: listOf(lienSchema),
    judgments: listOf(judgmentSchema),
  }),
);

export const propertyAssetSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    pointer: str(),
    address: addressSchema,
    purchased: datePartsSchema,
    purchase_price: num(),
    assessed_value: num(),
    ...sourced(),
  }),
);

export const vehicleAssetSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    year: int(),
    make: str(),
    model: str(),
    vin: str(),
    color: str(),
    state: str(),
    ...sourced(),
  }),
);

export const watercraftAssetSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    year: int(),
    make: str(),
    length_ft: num(),
    hull_id: str(),
    state: str(),
    ...sourced(),
  }),
);

export const assetsSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    properties: listOf(propertyAssetSchema),
    vehicles: listOf(vehicleAssetSchema),
    watercraft: listOf(watercraftAssetSchema),
  }),
);

/** GET /people/{pointer}: the sections asked for with `fields`; a report leaves out those of its locked sections. */
export const personRecordResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    pointer: str(),
    names: listOf(namedAsSchema).optional().meta({ description: 'primary name, then aliases (type aka or maiden)' }),
    locations: listOf(personLocationSchema).optional().meta({ description: 'address history, newest first' }),
    dobs: listOf(birthDateSchema).optional(),
    dods: listOf(deathDateSchema).optional().meta({ description: 'date of death, when deceased' }),
    phones: listOf(phoneFactSchema).optional(),
    emails: listOf(emailFactSchema).optional(),
    relatives: listOf(relatedPersonSchema).optional(),
    associates: listOf(relatedPersonSchema)
      .optional()
      .meta({ description: 'people who share an address history with the person' }),
    usernames: listOf(usernameFactSchema).optional(),
    social: listOf(socialProfileSchema).optional(),
    jobs: listOf(jobFactSchema).optional(),
    educations: listOf(educationFactSchema).optional(),
    criminal_records: listOf(criminalRecordSchema).optional(),
    sex_offenses: listOf(sexOffenseSchema).optional().meta({ description: 'registration with its address' }),
    businesses: listOf(businessFactSchema).optional(),
    licenses: listOf(licenseFactSchema).optional(),
    finances: financesSchema.clone().optional(),
    assets: assetsSchema.clone().optional(),
  }).meta({ description: 'The sections asked for with `fields`; every fact carries source_type and last_seen.' }),
);

// ---- a place's facts --------------------------------------------------------------------------------------------

/** A place's address with its coordinates when the data set has them (the map section draws them). */
export const locationAddressSchema = placeAddressSchema;

export const residentSchema = /* @__PURE__ */ deferredSchema(() =>
  personRefSchema.shape({ since: datePartsSchema, ...sourced() }),
);

export const neighborSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    pointer: str(),
    address: placeAddressSchema,
    residents: listOf(personRefSchema),
    ...sourced(),
  }),
);

export const propertyDetailsSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    property_type: str(),
    year_built: int(),
    living_area_sqft: num(),
    lot_sqft: num(),
    bedrooms: num(),
    bathrooms: num(),
    estimated_value: num(),
    ...sourced(),
  }),
);

export const ownershipSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    owner: personRefSchema,
    from: datePartsSchema,
    to: nullableDate(),
    sale_price: num(),
    ...sourced(),
  }),
);

export const locationBusinessSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ owner: personRefSchema, name: str(), ...sourced() }),
);

export const evictionSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    defendant: str(),
    plaintiff: str(),
    filed: datePartsSchema,
    status: str(),
    ...sourced(),
  }),
);

export const censusSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    zip_code: str(),
    population: num(),
    households: num(),
    median_age: num(),
    median_household_income: num(),
    owner_occupied_percent: num(),
    in_data_set: shape({ places: int(), residents: int() }),
    ...sourced(),
  }),
);

export const demographicsSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    age_groups: recordOf(num(), 'percent of residents by age group: under_18, 18_to_64, 65_and_over'),
    education: recordOf(num(), 'percent of adults: high_school_or_higher, bachelors_or_higher'),
    median_home_value: num(),
    ...sourced(),
  }),
);

export const nearbyPlaceSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ name: str(), category: str(), distance_miles: num(), ...sourced() }),
);

export const crimeStatsSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    violent_per_1000: num(),
    property_per_1000: num(),
    national_violent_per_1000: num(),
    national_property_per_1000: num(),
    year: int(),
    ...sourced(),
  }),
);

export const nearbyOffenderSchema = /* @__PURE__ */ deferredSchema(() =>
  personRefSchema.shape({
    offense: str(),
    tier: int(),
    registered_on: datePartsSchema,
    location_pointer: str(),
    ...sourced(),
  }),
);

export const valueForecastSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    current_value: num(),
    annual_change_percent: num(),
    one_year: num(),
    three_years: num(),
    five_years: num(),
    ...sourced(),
  }),
);

/** GET /locations/{pointer}: the sections asked for with `fields`. */
export const locationRecordResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    pointer: str(),
    address: locationAddressSchema.clone().optional(),
    residents: listOf(residentSchema).optional().meta({ description: 'current residents' }),
    neighbors: listOf(neighborSchema).optional().meta({ description: 'nearest houses on the same street' }),
    location: propertyDetailsSchema.clone().optional(),
    ownership_history: listOf(ownershipSchema).optional(),
    businesses: listOf(locationBusinessSchema).optional(),
    evictions: listOf(evictionSchema).optional(),
    census: censusSchema.clone().optional(),
    demographics: demographicsSchema.clone().optional(),
    places: listOf(nearbyPlaceSchema).optional().meta({ description: 'nearby schools, parks, shops' }),
    crime_stats: crimeStatsSchema.clone().optional(),
    sex_offenders: listOf(nearbyOffenderSchema).optional().meta({ description: 'registered offenders in the ZIP' }),
    forecast: valueForecastSchema.clone().optional(),
  }).meta({ description: 'The sections asked for with `fields`; every fact carries source_type and last_seen.' }),
);

export type DateParts = InferType<typeof datePartsSchema>;
export type DateRange = InferType<typeof dateRangeSchema>;
export type PersonName = InferType<typeof personNameSchema>;
export type Address = InferType<typeof addressSchema>;
export type PlaceAddress = InferType<typeof placeAddressSchema>;
export type PersonRef = InferType<typeof personRefSchema>;
export type PersonTeaser = InferType<typeof personTeaserSchema>;
export type PersonSearchResult = InferType<typeof personSearchResultSchema>;
export type PersonSearchResponse = InferType<typeof personSearchResponseSchema>;
export type PhoneSearchResponse = InferType<typeof phoneSearchResponseSchema>;
export type EmailSearchResponse = InferType<typeof emailSearchResponseSchema>;
export type AddressResult = InferType<typeof addressResultSchema>;
export type AddressSearchResponse = InferType<typeof addressSearchResponseSchema>;
export type StreetSuggestion = InferType<typeof streetSuggestionSchema>;
export type LookupResponse = InferType<typeof lookupResponseSchema>;
export type NamedAs = InferType<typeof namedAsSchema>;
export type PersonLocation = InferType<typeof personLocationSchema>;
export type BirthDate = InferType<typeof birthDateSchema>;
export type DeathDate = InferType<typeof deathDateSchema>;
export type PhoneFact = InferType<typeof phoneFactSchema>;
export type EmailFact = InferType<typeof emailFactSchema>;
export type RelatedPerson = InferType<typeof relatedPersonSchema>;
export type UsernameFact = InferType<typeof usernameFactSchema>;
export type SocialProfile = InferType<typeof socialProfileSchema>;
export type JobFact = InferType<typeof jobFactSchema>;
export type EducationFact = InferType<typeof educationFactSchema>;
export type MatchIndicator = InferType<typeof matchIndicatorSchema>;
export type CriminalRecord = InferType<typeof criminalRecordSchema>;
export type SexOffense = InferType<typeof sexOffenseSchema>;
export type CompanyName = InferType<typeof companyNameSchema>;
export type BusinessFact = InferType<typeof businessFactSchema>;
export type LicenseFact = InferType<typeof licenseFactSchema>;
export type Bankruptcy = InferType<typeof bankruptcySchema>;
export type Lien = InferType<typeof lienSchema>;
export type Judgment = InferType<typeof judgmentSchema>;
export type Finances = InferType<typeof financesSchema>;
export type PropertyAsset = InferType<typeof propertyAssetSchema>;
export type VehicleAsset = InferType<typeof vehicleAssetSchema>;
export type WatercraftAsset = InferType<typeof watercraftAssetSchema>;
export type Assets = InferType<typeof assetsSchema>;
export type PersonDetails = InferType<typeof personRecordResponseSchema>;
export type LocationAddress = InferType<typeof locationAddressSchema>;
export type Resident = InferType<typeof residentSchema>;
export type Neighbor = InferType<typeof neighborSchema>;
export type PropertyDetails = InferType<typeof propertyDetailsSchema>;
export type Ownership = InferType<typeof ownershipSchema>;
export type LocationBusiness = InferType<typeof locationBusinessSchema>;
export type Eviction = InferType<typeof evictionSchema>;
export type Census = InferType<typeof censusSchema>;
export type Demographics = InferType<typeof demographicsSchema>;
export type NearbyPlace = InferType<typeof nearbyPlaceSchema>;
export type CrimeStats = InferType<typeof crimeStatsSchema>;
export type NearbyOffender = InferType<typeof nearbyOffenderSchema>;
export type ValueForecast = InferType<typeof valueForecastSchema>;
export type LocationDetails = InferType<typeof locationRecordResponseSchema>;
