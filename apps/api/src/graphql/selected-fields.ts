// The field names a resolver's caller selected on the object (or list of objects) it returns, so a big
// read can fetch only those (modules/scheduling/repo-agenda.ts). Fragments and inline fragments count.
import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

type TInfo = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;

/** The names selected directly under this field; null when there is no info (a call outside GraphQL). */
export function selectedFields(info: TInfo | undefined): Set<string> | null {
  if (!info?.fieldNodes) return null;
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        walk((info.fragments[selection.name.value] as FragmentDefinitionNode | undefined)?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return names;
}
