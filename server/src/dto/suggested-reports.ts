import { nameSchema } from './public-records';

// Response schema of GET /me/suggested-reports/ (issue 7 contract).

export const suggestedReportsSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        properties: {
          pointer: { type: 'string', description: 'create the record with POST /v1/me/records' },
          type: { type: 'string', enum: ['person'] },
          name: {
            type: 'object',
            properties: {
              first: nameSchema.properties.first,
              middle: nameSchema.properties.middle,
              last: nameSchema.properties.last,
            },
            required: ['first', 'middle', 'last'],
          },
          age: { type: ['integer', 'null'] },
          location: {
            type: 'object',
            properties: { city: { type: 'string' }, state: { type: 'string' } },
            required: ['city', 'state'],
          },
          reason: { type: 'string', enum: ['relative', 'associate', 'neighbor'] },
          fromRecordId: { type: 'integer', description: 'the record the suggestion comes from' },
        },
        required: ['pointer', 'type', 'name', 'age', 'location', 'reason', 'fromRecordId'],
      },
    },
  },
  required: ['items'],
} as const;
