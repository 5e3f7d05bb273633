import { readFileSync } from 'node:fs';

/** The JSON Schema subset zod writes into docs/openapi.json. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface RouteParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Route {
  method: string;
  /** As the document writes it: `/api/x/{examId}`. */
  path: string;
  tags: string[];
  parameters: RouteParameter[];
  body: JsonSchema | undefined;
}

interface OpenapiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        parameters?: RouteParameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

const DOCUMENT = new URL('../../../docs/openapi.json', import.meta.url);

/** Every operation of docs/openapi.json (the committed document, which a test keeps equal to the routes). */
export function openapiRoutes(): Route[] {
  const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as OpenapiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      tags: operation.tags ?? [],
      parameters: (operation.parameters ?? []).filter((parameter) => parameter.in !== 'header'),
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

export const routeKey = (route: Route) => `${route.method} ${route.path}`;

/** A value a parameter or field takes: given by the caller by name, or else a valid example of its schema. */
export type Values = (name: string, route: Route) => unknown;

/** A valid example of a schema (the smallest the bounds allow), `values` first for fields it knows by name. */
export function exampleOf(schema: JsonSchema, name: string, route: Route, values: Values): unknown {
  const given = values(name, route);
  if (given !== undefined) return given;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return exampleOf(schema.anyOf[0] as JsonSchema, name, route, values);
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        exampleOf(schema.items ?? {}, name, route, values),
      );
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([field, inner]) => [
        field,
        exampleOf(inner, field, route, values),
      ]);
      return Object.fromEntries(entries);
    }
    case 'string': {
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email') return 'proof@example.com';
      if (schema.pattern && /\\d/.test(schema.pattern)) return '1';
      const text = 'proof-value';
      return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
    }
    default:
      return 'proof';
  }
}

/** The request a client written from the document would send: path filled, query and body from their schemas. */
export function exampleRequest(route: Route, values: Values): { path: string; body: unknown } {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = route.parameters.find((p) => p.name === name && p.in === 'path');
    return encodeURIComponent(String(exampleOf(parameter?.schema ?? {}, name, route, values)));
  });
  const query = new URLSearchParams();
  for (const parameter of route.parameters.filter((p) => p.in === 'query')) {
    const value = exampleOf(parameter.schema, parameter.name, route, values);
    if (parameter.required || values(parameter.name, route) !== undefined)
      query.set(parameter.name, String(value));
  }
  const search = query.toString();
  return {
    path: search ? `${path}?${search}` : path,
    body: route.body ? exampleOf(route.body, 'body', route, values) : undefined,
  };
}
