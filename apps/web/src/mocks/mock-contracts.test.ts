// The mock API answers the same shapes as the real one: its seed data parses with the shared DTO
// schemas the API's GraphQL types are checked against (apps/api/src/graphql/dto-contract.test.ts).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZBlockedPeriodDto, ZCalendarDto, ZNotificationDto, ZScheduleDto, ZServiceDto } from '@agenda/shared/schemas/scheduling-dto';
import { ZChatDto, ZChatMessageDto } from '@agenda/shared/schemas/secretary-dto';
import { ZClientDetailDto, ZClientListItemDto, ZClientTagDto } from '@agenda/shared/schemas/clients';
import { resetDb } from './db';
import { schdb } from './handlers/scheduling/scheduling-db';
import { sdb } from './handlers/secretary/secretary-db';
import { cdb } from './handlers/clients-db';
import { ZScheduledMessage } from '@agenda/shared/scheduled-message';
import { scheduledMessagesOf } from './handlers/scheduled-messages/scheduled-messages-handlers';

const problems = (schema: z.ZodType, rows: unknown[]) =>
  rows.flatMap((row, i) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `#${i} ${issue.path.join('.')}: ${issue.message}`);
  });

describe('mock data follows the shared DTO schemas', () => {
  it('scheduling', () => {
    resetDb();
    const s = schdb();
    expect(s.schedules.length).toBeGreaterThan(0);
    expect(problems(ZScheduleDto.strict(), s.schedules)).toEqual([]);
    expect(problems(ZCalendarDto.strict(), s.calendars)).toEqual([]);
    expect(problems(ZServiceDto.strict(), s.services)).toEqual([]);
    expect(problems(ZBlockedPeriodDto.strict(), s.blocked)).toEqual([]);
    expect(problems(ZNotificationDto.strict(), s.notifications)).toEqual([]);
  });

  it('chats and messages', () => {
    resetDb();
    const s = sdb();
    expect(s.chats.length).toBeGreaterThan(0);
    expect(problems(ZChatDto.strict(), s.chats)).toEqual([]);
    expect(problems(ZChatMessageDto.strict(), s.messages)).toEqual([]);
  });

  it('clients and tags', () => {
    resetDb();
    const s = cdb();
    expect(s.clients.length).toBeGreaterThan(0);
    expect(problems(ZClientDetailDto.strict(), s.clients)).toEqual([]);
    expect(problems(ZClientListItemDto, s.clients)).toEqual([]);
    expect(problems(ZClientTagDto.strict(), s.tags)).toEqual([]);
  });

  it('scheduled messages', () => {
    resetDb();
    expect(scheduledMessagesOf().length).toBeGreaterThan(0);
    expect(problems(ZScheduledMessage.strict(), scheduledMessagesOf())).toEqual([]);
  });
});
