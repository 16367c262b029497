// Helpers that let one zod schema describe a GraphQL object type too: which fields are the JSON
// scalar (an object or list the client takes whole), and the selection set that asks for every field.
import { z } from 'zod';

/** Marks a field that GraphQL serves as the JSON scalar, however structured it is. */
export function graphqlJson<T extends z.ZodType>(schema: T): T {
  return schema.meta({ graphql: 'JSON' });
}

function isGraphqlJson(schema: z.ZodType): boolean {
  return (schema.meta() as { graphql?: string } | undefined)?.graphql === 'JSON';
}

/** The schema under nullable/optional/default wrappers, and what the wrappers allow. */
export function unwrapField(schema: z.ZodType): { inner: z.ZodType; nullable: boolean; optional: boolean; json: boolean } {
  let inner = schema;
  let nullable = false;
  let optional = false;
  let json = isGraphqlJson(schema);
  for (;;) {
    if (inner instanceof z.ZodNullable) nullable = true;
    else if (inner instanceof z.ZodOptional) optional = true;
    else if (!(inner instanceof z.ZodDefault)) break;
    inner = (inner as z.ZodNullable<z.ZodType> | z.ZodOptional<z.ZodType> | z.ZodDefault<z.ZodType>).unwrap() as z.ZodType;
    json ||= isGraphqlJson(inner);
  }
  return { inner, nullable, optional, json };
}

/** `id title service { id title }`: every field of the shape, nested objects expanded (JSON fields are leaves). */
export function graphqlSelection(shape: z.ZodObject): string {
  return Object.entries(shape.shape)
    .map(([key, field]) => {
      let { inner, json } = unwrapField(field as z.ZodType);
      if (!json && inner instanceof z.ZodArray) ({ inner, json } = unwrapField(inner.element as z.ZodType));
      return !json && inner instanceof z.ZodObject ? `${key} { ${graphqlSelection(inner)} }` : key;
    })
    .join(' ');
}
