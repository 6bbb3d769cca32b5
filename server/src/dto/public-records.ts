// Response JSON Schemas of the public-records endpoints: they drive serialization (fast, and no stored column leaks
// by accident) and the OpenAPI document. Record sections whose content varies by fact type are open objects.

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

export const nameSchema = {
  type: 'object',
  properties: { first: { type: 'string' }, middle: nullableString, last: { type: 'string' }, suffix: nullableString },
  required: ['first', 'middle', 'last', 'suffix'],
} as const;

const cityStateSchema = {
  type: 'object',
  properties: { city: { type: 'string' }, state: { type: 'string' } },
  required: ['city', 'state'],
} as const;

export const personTeaserProperties = {
  pointer: { type: 'string', description: 'resolve with GET /v1/people/{pointer}' },
  name: nameSchema,
  aliases: { type: 'array', items: { type: 'string' } },
  age: nullableInteger,
  deceased: { type: 'boolean' },
  locations: { type: 'array', items: cityStateSchema, description: 'current city first, then earlier ones' },
} as const;

const teaserRequired = ['pointer', 'name', 'aliases', 'age', 'deceased', 'locations'];

export const addressSchema = {
  type: 'object',
  properties: {
    street: { type: 'string' },
    street_number: { type: 'string' },
    street_name: { type: 'string' },
    city: { type: 'string' },
    state_code: { type: 'string' },
    zip_code: { type: 'string' },
    zip4: { type: 'string' },
    country: { type: 'string' },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
  },
  required: ['street', 'street_number', 'street_name', 'city', 'state_code', 'zip_code', 'zip4', 'country'],
} as const;

const pagedProperties = {
  total: { type: 'integer', description: 'matches, at most 1000' },
  page: { type: 'integer' },
  pageSize: { type: 'integer' },
} as const;

export const personSearchResponseSchema = {
  type: 'object',
  properties: {
    ...pagedProperties,
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...personTeaserProperties,
          relatives: {
            type: 'array',
            description: 'names of up to 4 relatives (the record lists them all)',
            items: {
              type: 'object',
              properties: { first: { type: 'string' }, last: { type: 'string' } },
              required: ['first', 'last'],
            },
          },
          match: { type: 'string', enum: ['exact', 'nickname', 'phonetic'] },
        },
        required: [...teaserRequired, 'relatives', 'match'],
      },
    },
  },
  required: ['total', 'page', 'pageSize', 'results'],
} as const;

export const phoneSearchResponseSchema = {
  type: 'object',
  properties: {
    phone: { type: 'string' },
    total: { type: 'integer' },
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...personTeaserProperties,
          phone: {
            type: 'object',
            properties: {
              number: { type: 'string' },
              line_type: { type: 'string', enum: ['mobile', 'landline', 'voip'] },
              carrier: { type: 'string' },
              current: { type: 'boolean' },
            },
            required: ['number', 'line_type', 'carrier', 'current'],
          },
        },
        required: [...teaserRequired, 'phone'],
      },
    },
  },
  required: ['phone', 'total', 'results'],
} as const;

export const emailSearchResponseSchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    total: { type: 'integer' },
    results: { type: 'array', items: { type: 'object', properties: personTeaserProperties, required: teaserRequired } },
  },
  required: ['email', 'total', 'results'],
} as const;

export const addressSearchResponseSchema = {
  type: 'object',
  properties: {
    ...pagedProperties,
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          pointer: { type: 'string', description: 'resolve with GET /v1/locations/{pointer}' },
          address: addressSchema,
          residents: {
            type: 'array',
            items: {
              type: 'object',
              properties: { pointer: { type: 'string' }, name: nameSchema, age: nullableInteger },
              required: ['pointer', 'name', 'age'],
            },
          },
        },
        required: ['pointer', 'address', 'residents'],
      },
    },
  },
  required: ['total', 'page', 'pageSize', 'results'],
} as const;

export const lookupResponseSchema = {
  type: 'object',
  properties: {
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          text: { type: 'string' },
          street_line: { type: 'string' },
          city: { type: 'string' },
          state: { type: 'string' },
          zipcode: { type: 'string' },
        },
        required: ['text', 'street_line', 'city', 'state', 'zipcode'],
      },
    },
  },
  required: ['suggestions'],
} as const;

const section = (description: string) => ({
  description,
  type: 'array',
  items: { type: 'object', additionalProperties: true },
});

export const personRecordSchema = {
  type: 'object',
  description: 'The sections asked for with `fields`; every fact carries source_type and last_seen.',
  properties: {
    pointer: { type: 'string' },
    names: section('primary name, then aliases (type aka or maiden)'),
    locations: section('address history, newest first: pointer, address, date_range, current'),
    dobs: section('date ({ year, month, day }) and age'),
    dods: section('date of death, when deceased'),
    phones: section('number, line_type, carrier, state (of the area code), current, first_seen'),
    emails: section('address, first_seen'),
    relatives: section('family members: pointer, name, age, relation, same_household'),
    associates: section('people who share an address history with the person'),
    usernames: section('content'),
    social: section('network, url, username'),
    jobs: section('title, company, industry, date_range'),
    educations: section('school, degree, field, date_range'),
    criminal_records: section('offense, court, dates, disposition, match_indicators [{ item, method_id, method }]'),
    sex_offenses: section('registration with its address'),
    businesses: section('company_names [{ name, type: Primary | Former | DBA }], role, status'),
    licenses: section('type, number, state, status'),
    finances: {
      type: 'object',
      properties: {
        bankruptcies: section('chapter, court, filed, status'),
        liens: section('type, amount, creditor'),
        judgments: section('plaintiff, amount, court'),
      },
    },
    assets: {
      type: 'object',
      properties: {
        properties: section('owned places (pointer, address, purchase and assessed value)'),
        vehicles: section('year, make, model, vin'),
        watercraft: section('year, make, length, hull id'),
      },
    },
  },
  required: ['pointer'],
} as const;

const openObject = (description: string) => ({ description, type: 'object', additionalProperties: true });

export const locationRecordSchema = {
  type: 'object',
  description: 'The sections asked for with `fields`; every fact carries source_type and last_seen.',
  properties: {
    pointer: { type: 'string' },
    address: addressSchema,
    residents: section('current residents: pointer, name, age, since'),
    neighbors: section('nearest houses on the same street with their residents'),
    location: openObject('property: type, year built, area, rooms, estimated value'),
    ownership_history: section('owner, from, to, sale_price'),
    businesses: section('businesses registered here'),
    evictions: section('eviction filings against households that lived here'),
    census: openObject('ZIP figures: population, households, median age and income'),
    demographics: openObject('age groups, education, median home value'),
    places: section('nearby schools, parks, shops'),
    crime_stats: openObject('crimes per 1,000 residents against the national rate'),
    sex_offenders: section('registered offenders in the ZIP'),
    forecast: openObject('estimated value now and in 1, 3 and 5 years'),
  },
  required: ['pointer'],
} as const;
