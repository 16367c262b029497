// GraphQL selections of the scheduling queries: every field of the shared DTO schemas
// (@agenda/shared/schemas/scheduling-dto), which the API checks against its GraphQL types.
import { graphqlSelection } from '@agenda/shared/schemas/graphql-shape';
import { ZBlockedPeriodDto, ZCalendarDto, ZScheduleDto, ZServiceDto } from '@agenda/shared/schemas/scheduling-dto';

export const SCHEDULE_FIELDS = graphqlSelection(ZScheduleDto);
export const BLOCKED_PERIOD_FIELDS = graphqlSelection(ZBlockedPeriodDto);
export const CALENDAR_FIELDS = graphqlSelection(ZCalendarDto);
export const SERVICE_FIELDS = graphqlSelection(ZServiceDto);
