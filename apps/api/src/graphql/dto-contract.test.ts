// House rule "one contract per data shape" (ISSUE8): every GraphQL object type that has a DTO in
// packages/shared must agree with it field by field — names, nullability, lists, scalar kinds — and
// every object type must either have a DTO here or be listed, on purpose, as not having one yet.
import { describe, expect, it } from 'vitest';
import {
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { z } from 'zod';
import { unwrapField } from '@agenda/shared/schemas/graphql-shape';
import { ZClientDto, ZClientPickDto, ZCompanyMemberDto } from '@agenda/shared/schemas/people-dto';
import {
  ZBlockedPeriodDto,
  ZCalendarDto,
  ZNotificationDto,
  ZScheduleCountDto,
  ZScheduleDto,
  ZServiceDto,
} from '@agenda/shared/schemas/scheduling-dto';
import { ZChatDto, ZChatMessageDto, ZChatWithMessagesDto } from '@agenda/shared/schemas/secretary-dto';
import { ZChatPersonalityDto } from '@agenda/shared/schemas/admin-ai-tools';
import { graphqlEndpoints } from './endpoints.js';
import { apiModules } from '../modules/index.js';
import { graphqlPartsOf } from '../modules/module.js';

/** GraphQL type → its DTO, per endpoint. Nested object types (Schedule.service…) are checked through their parent. */
const CONTRACTS: Record<string, Record<string, z.ZodObject>> = {
  user: {
    Schedule: ZScheduleDto,
    Calendar: ZCalendarDto,
    Service: ZServiceDto,
    BlockedPeriod: ZBlockedPeriodDto,
    ScheduleCount: ZScheduleCountDto,
    Notification: ZNotificationDto,
    Chat: ZChatDto,
    ChatMessage: ZChatMessageDto,
    ChatWithMessages: ZChatWithMessagesDto,
    ClientPick: ZClientPickDto,
    CompanyMember: ZCompanyMemberDto,
    ChatPersonality: ZChatPersonalityDto,
  },
  client: { Client: ZClientDto },
  admin: {},
  general: {},
};

/** Object types still written by hand in their resolvers: each one is a known gap, to move into packages/shared. */
const WITHOUT_DTO: Record<string, string[]> = {
  user: ['Query', 'LoggedUser', 'Company', 'CompanyUser', 'Integration', 'Subscription', 'Plan', 'Faq', 'AiModelRun', 'ExtraFeatureOption'],
  client: ['Query'],
  admin: ['Query', 'Admin'],
  general: ['Query', 'PublicPlan'],
};

type TIssue = string;

function scalarAgrees(graphqlScalar: string, zod: z.ZodType): boolean {
  switch (graphqlScalar) {
    case 'ID':
    case 'String':
    case 'DateTime':
      return zod instanceof z.ZodString || (zod instanceof z.ZodEnum && zod.options.every((o) => typeof o === 'string'));
    case 'Int':
      return zod instanceof z.ZodNumber && zod.isInt;
    case 'Float':
      return zod instanceof z.ZodNumber;
    case 'Boolean':
      return zod instanceof z.ZodBoolean;
    default:
      return false;
  }
}

/** Compares one GraphQL output type with one zod field (already past the object key). */
function compareType(where: string, type: GraphQLOutputType, field: z.ZodType, seen: Set<string>): TIssue[] {
  const { inner, nullable, optional, json } = unwrapField(field);
  const issues: TIssue[] = [];
  if (isNonNullType(type) === (nullable || optional)) {
    issues.push(
      `${where}: GraphQL says ${isNonNullType(type) ? 'non-null' : 'nullable'}, the DTO says ${nullable || optional ? 'nullable' : 'non-null'}`,
    );
  }
  const bare = isNonNullType(type) ? type.ofType : type;
  const named = getNamedType(bare);
  if (isScalarType(named) && named.name === 'JSON') {
    if (!json) issues.push(`${where}: GraphQL JSON scalar, but the DTO field is not marked graphqlJson()`);
    return issues;
  }
  if (json) return [...issues, `${where}: the DTO marks it graphqlJson() but GraphQL types it ${String(bare)}`];
  if (isListType(bare)) {
    if (!(inner instanceof z.ZodArray)) return [...issues, `${where}: GraphQL list, the DTO is not an array`];
    return [...issues, ...compareType(`${where}[]`, bare.ofType, inner.element as z.ZodType, seen)];
  }
  if (inner instanceof z.ZodArray) return [...issues, `${where}: the DTO is an array, GraphQL ${String(bare)} is not a list`];
  if (isObjectType(named)) {
    if (!(inner instanceof z.ZodObject)) return [...issues, `${where}: GraphQL object ${named.name}, the DTO is not an object`];
    return [...issues, ...compareObject(named, inner, {}, seen)];
  }
  if (!scalarAgrees(named.name, inner))
    issues.push(
      `${where}: GraphQL ${named.name}, the DTO has ${inner.def.type}${inner instanceof z.ZodNumber && !inner.isInt ? ' (not int)' : ''}`,
    );
  return issues;
}

function compareObject(type: GraphQLObjectType, dto: z.ZodObject, fieldResolvers: Record<string, unknown>, seen: Set<string>): TIssue[] {
  seen.add(type.name);
  const issues: TIssue[] = [];
  const fields = type.getFields();
  const keys = Object.keys(dto.shape);
  for (const [name, field] of Object.entries(fields) as [string, GraphQLField<unknown, unknown>][]) {
    if (name in fieldResolvers) continue; // Computed by a field resolver, not part of the DTO.
    if (!keys.includes(name)) issues.push(`${type.name}.${name}: in GraphQL, missing from the DTO`);
    else issues.push(...compareType(`${type.name}.${name}`, field.type, dto.shape[name] as z.ZodType, seen));
  }
  for (const key of keys) if (!(key in fields)) issues.push(`${type.name}.${key}: in the DTO, missing from GraphQL`);
  return issues;
}

describe('GraphQL types agree with their DTOs (packages/shared)', () => {
  for (const endpoint of graphqlEndpoints(graphqlPartsOf(apiModules))) {
    const schema = buildSchema(endpoint.typeDefs);
    const contracts = CONTRACTS[endpoint.type] ?? {};
    const resolvers = endpoint.resolvers as Record<string, Record<string, unknown>>;

    it(`${endpoint.type}: every mapped type matches its DTO field by field`, () => {
      const seen = new Set<string>();
      const issues = Object.entries(contracts).flatMap(([typeName, dto]) => {
        const type = schema.getType(typeName);
        if (!isObjectType(type)) return [`${typeName}: no such object type on /${endpoint.type}/graphql/query`];
        return compareObject(type, dto, resolvers[typeName] ?? {}, seen);
      });
      expect([...new Set(issues)]).toEqual([]);
    });

    it(`${endpoint.type}: every object type has a DTO or is a listed gap`, () => {
      const covered = new Set<string>();
      for (const [typeName, dto] of Object.entries(contracts)) {
        const type = schema.getType(typeName);
        if (isObjectType(type)) compareObject(type, dto, resolvers[typeName] ?? {}, covered);
      }
      const objectTypes = Object.values(schema.getTypeMap()).filter((t) => isObjectType(t) && !t.name.startsWith('__'));
      const unaccounted = objectTypes.map((t) => t.name).filter((n) => !covered.has(n) && !(WITHOUT_DTO[endpoint.type] ?? []).includes(n));
      expect(unaccounted).toEqual([]);
      const stale = (WITHOUT_DTO[endpoint.type] ?? []).filter((n) => !schema.getType(n) || covered.has(n));
      expect(stale).toEqual([]);
    });
  }

  it('finds a disagreement when there is one', () => {
    const schema = buildSchema('scalar JSON type T { id: ID! n: Int extra: String data: JSON } type Query { t: T }');
    const dto = z.object({ id: z.string().nullable(), n: z.number(), data: z.record(z.string(), z.unknown()), only_dto: z.boolean() });
    expect(compareObject(schema.getType('T') as GraphQLObjectType, dto, {}, new Set())).toEqual([
      'T.id: GraphQL says non-null, the DTO says nullable',
      'T.n: GraphQL says nullable, the DTO says non-null',
      'T.n: GraphQL Int, the DTO has number (not int)',
      'T.extra: in GraphQL, missing from the DTO',
      'T.data: GraphQL says nullable, the DTO says non-null',
      'T.data: GraphQL JSON scalar, but the DTO field is not marked graphqlJson()',
      'T.only_dto: in the DTO, missing from GraphQL',
    ]);
  });
});
