// Test helpers of the role test: the query and mutation fields an endpoint's SDL declares (base types and
// `extend type`), and a query calling one field with its required arguments filled in.
import { Kind, parse, type FieldDefinitionNode, type TypeNode } from 'graphql';

export interface TGraphqlField {
  operation: 'query' | 'mutation';
  name: string;
  required: { name: string; type: string }[];
}

const named = (t: TypeNode): string => (t.kind === Kind.NAMED_TYPE ? t.name.value : named(t.type));

export function graphqlOperationFields(typeDefs: string): TGraphqlField[] {
  const out: TGraphqlField[] = [];
  for (const def of parse(typeDefs).definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const operation = def.name.value === 'Query' ? 'query' : def.name.value === 'Mutation' ? 'mutation' : null;
    if (!operation) continue;
    for (const field of (def.fields ?? []) as FieldDefinitionNode[]) {
      const required = (field.arguments ?? [])
        .filter((a) => a.type.kind === Kind.NON_NULL_TYPE)
        .map((a) => ({ name: a.name.value, type: named(a.type) }));
      out.push({ operation, name: field.name.value, required });
    }
  }
  return out;
}

/** `{ field(company_id: …, other required args) { __typename } }`; ids other than the company's are `placeholderId`. */
export function graphqlQueryOf(field: TGraphqlField, companyId: string, placeholderId: string): string {
  const value = (a: { name: string; type: string }) =>
    a.name === 'company_id' ? companyId : a.type === 'ID' ? placeholderId : a.type === 'Int' ? 1 : '2026-01-01T00:00:00Z';
  const args = field.required.map((a) => `${a.name}: ${JSON.stringify(value(a))}`).join(', ');
  return `${field.operation} { ${field.name}${args ? `(${args})` : ''} { __typename } }`;
}
