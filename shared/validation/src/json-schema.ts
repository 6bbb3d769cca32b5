import { isSchema, type AnySchema, type Lazy, type SchemaDescription } from 'yup';

// Turns a yup schema into the JSON Schema the OpenAPI description shows, so the validator and the documentation
// come from one definition. It covers what our payload schemas use; a schema can override its own rendering with
// `.meta({ jsonSchema })`.

export type JsonSchema = { [key: string]: unknown };

type Description = SchemaDescription & {
  fields?: Record<string, Description>;
  innerType?: Description;
  meta?: { jsonSchema?: JsonSchema; description?: string; format?: string; additionalProperties?: boolean } & Record<
    string,
    unknown
  >;
};

function withNull(schema: JsonSchema, nullable: boolean): JsonSchema {
  if (!nullable) return schema;
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function describeOne(description: Description): JsonSchema {
  const override = description.meta?.jsonSchema;
  if (override) return withNull(override, description.nullable);
  const schema: JsonSchema = {};
  switch (description.type) {
    case 'string':
    case 'boolean':
    case 'number':
    case 'object':
    case 'array':
      schema.type = description.type;
      break;
    default:
      break;
  }
  for (const test of description.tests) {
    const params = (test.params ?? {}) as Record<string, unknown>;
    switch (test.name) {
      case 'max':
        schema[description.type === 'string' ? 'maxLength' : description.type === 'array' ? 'maxItems' : 'maximum'] =
          params.max;
        break;
      case 'min':
        schema[description.type === 'string' ? 'minLength' : description.type === 'array' ? 'minItems' : 'minimum'] =
          params.min;
        break;
      case 'matches':
        if (params.regex instanceof RegExp) schema.pattern = params.regex.source;
        break;
      case 'email':
        schema.format = 'email';
        break;
      case 'integer':
        schema.type = 'integer';
        break;
      case 'noUnknown':
        schema.additionalProperties = false;
        break;
      default:
        break;
    }
  }
  const allowed = description.oneOf.filter((value) => value !== undefined && value !== null);
  if (allowed.length) schema.enum = allowed;
  if (description.fields) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(description.fields)) {
      properties[name] = describeOne(field);
      if (!field.optional) required.push(name);
    }
    schema.properties = properties;
    if (required.length) schema.required = required;
  }
  if (description.innerType) schema.items = describeOne(description.innerType);
  // documentation and string formats of the response contract: `.meta({ description, format })`
  if (description.meta?.description) schema.description = description.meta.description;
  if (description.meta?.format) schema.format = description.meta.format;
  // an open object of the contract: the keys it names are described, others pass through as they are
  if (description.meta?.additionalProperties) schema.additionalProperties = true;
  return withNull(schema, description.nullable);
}

export function toJsonSchema(schema: AnySchema | Lazy<unknown>): JsonSchema {
  const meta = schema.meta() as { jsonSchema?: JsonSchema } | undefined;
  if (meta?.jsonSchema) return meta.jsonSchema;
  if (!isSchema(schema)) return {};
  return describeOne(schema.describe() as Description);
}
