// Birthdays (issue 11 item 6): a recurring job (hourly) plans the company's bday_message for each
// client whose birthday is today in the company's timezone, at 09:00 local (or now, if the job runs
// later that day; the quiet hours still apply). Once a year: a client with a birthday message planned
// or sent since the start of this local year gets none. A 29 February birthday is celebrated on the
// 28th in other years.
import type { TAppContext } from '../../lib/context.js';
import { every, type TJobDefinition } from '../../lib/jobs/table-queue.js';
import { findCompanyById } from '../companies/service.js';
import { fromLocal, toLocal } from '../scheduling/tz.js';
import { birthdayClients, companiesWithBirthdayMessage } from './repo-birthdays.js';
import { planScheduledMessage, plannedSendTime } from './service.js';
import { renderForClient } from './variables.js';

const NINE_AM = 9 * 60;
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

async function planBirthdays(tx: TAppContext): Promise<number> {
  const now = tx.now();
  let planned = 0;
  for (const c of await companiesWithBirthdayMessage(tx.db)) {
    const today = toLocal(c.timezone, now.getTime());
    const days = [{ m: today.m, d: today.d }];
    if (today.m === 2 && today.d === 28 && !isLeap(today.y)) days.push({ m: 2, d: 29 });
    const yearStart = new Date(fromLocal(c.timezone, { y: today.y, m: 1, d: 1 }, 0));
    const people = await birthdayClients(tx.db, c.id, days, yearStart);
    if (!people.length) continue;
    const company = await findCompanyById(tx, c.id);
    if (!company) continue;
    const at = new Date(Math.max(fromLocal(c.timezone, today, NINE_AM), now.getTime()));
    for (const p of people) {
      await planScheduledMessage(tx, {
        companyId: c.id,
        clientId: p.id,
        type: 'birthday',
        source: 'schedule',
        content: renderForClient(c.bday_message!, { company: c, clientName: p.name }),
        dueAt: plannedSendTime(company, at, now),
      });
      planned++;
    }
  }
  return planned;
}

export const birthdayJob: TJobDefinition = {
  name: 'scheduled-messages.birthdays',
  recurring: every(60 * 60_000),
  handler: async (tx) => void (await planBirthdays(tx)),
};
