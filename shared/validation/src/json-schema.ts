import { isSchema, type AnySchema, type Lazy, type SchemaDescription } from 'yup';

// Turns a yup schema into the JSON Schema the OpenAPI description shows, so the validator and the documentation
// come from one definition. It covers what our payload schemas use; a schema can override its own rendering with
// `.meta({ jsonSchema })`, given as the JSON Schema or as a function that returns it.

export type JsonSchema = { [key: string]: unknown };

/**
 * A schema's own rendering. A function when rendering it means describing another schema (`recordOf`'s values): only
 * the server's documentation asks for it, and a page that parses with the schema never pays for it (issue 19).
 */
export type JsonSchemaOverride = JsonSchema | (() => JsonSchema);

function resolveOverride(override: JsonSchemaOverride | undefined): JsonSchema | undefined {
  return typeof override === 'function' ? override() : override;
}

type Description = SchemaDescription & {
  fields?: Record<string, Description>;
  innerType?: Description;
  meta?: {
    jsonSchema?: JsonSchemaOverride;
    description?: string;
    format?: string;
    additionalProperties?: boolean;
  } & Record<string, unknown>;
};

function withNull(schema: JsonSchema, nullable: boolean): JsonSchema {
  if (!nullable) return schema;
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function describeOne(description: Description): JsonSchema {
  const override = resolveOverride(description.meta?.jsonSchema);
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
  const meta = schema.meta() as { jsonSchema?: JsonSchemaOverride } | undefined;
  const override = resolveOverride(meta?.jsonSchema);
  if (override) return override;
  if (!isSchema(schema)) return {};
  return describeOne(schema.describe() as Description);
}
