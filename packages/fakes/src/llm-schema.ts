// What OpenAI checks in a tool's `parameters` before any model runs: the top level must be an
// object schema, an object schema must list its properties and an array schema its items. The
// messages are the API's own ("Invalid schema for function 'x': ..."), so client bugs surface here.

type TSchema = Record<string, unknown>;

function walk(schema: unknown, path: string[]): string | null {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return `In context=(${context(path)}), schema must be an object.`;
  const s = schema as TSchema;
  if (s.type === 'object') {
    if (!s.properties || typeof s.properties !== 'object') return `In context=(${context(path)}), object schema missing properties.`;
    for (const [key, sub] of Object.entries(s.properties as TSchema)) {
      const problem = walk(sub, [...path, 'properties', key]);
      if (problem) return problem;
    }
  }
  if (s.type === 'array') {
    if (s.items === undefined) return `In context=(${context(path)}), array schema missing items.`;
    return walk(s.items, [...path, 'items']);
  }
  return null;
}

const context = (path: string[]) => path.map((p) => `'${p}'`).join(', ') + (path.length === 1 ? ',' : '');

/** The API's 400 message for a tool whose parameters it would refuse, or null. */
export function toolSchemaProblem(name: string, parameters: unknown): string | null {
  if (parameters === undefined) return null;
  const type = (parameters as TSchema | null)?.type;
  if (type !== 'object')
    return `Invalid schema for function '${name}': schema must be a JSON Schema of 'type: "object"', got 'type: "${String(type)}"'.`;
  const problem = walk(parameters, []);
  return problem ? `Invalid schema for function '${name}': ${problem}` : null;
}
