// Response schemas of the member's record lists (issue 7 contract).

export const listSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    items: {
      type: 'array',
      description: 'the records in the list, in the order they were added',
      items: {
        type: 'object',
        properties: { type: { type: 'string' }, recordId: { type: 'integer' } },
        required: ['type', 'recordId'],
      },
    },
    created: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'items', 'created'],
} as const;

export const listsSchema = {
  type: 'object',
  properties: { items: { type: 'array', items: listSchema } },
  required: ['items'],
} as const;
