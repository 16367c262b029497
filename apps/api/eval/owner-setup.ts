// Owner settings a scenario needs (professional aliases, service synonyms, the company address).
// Scenarios state them as data; this adapter applies the ones the product supports and names the
// others, which makes the scenario fail until the feature exists. When a setting is built, wire it
// here (through the same service function the owner's screen uses), not in the scenarios.
import type { TAppContext } from '../src/lib/context.js';
import type { TSeededBusiness } from './businesses.js';
import type { TOwnerSetup } from './scenario-types.js';

/** Applies what it can; returns the names of the settings the product does not support yet. */
export async function applyOwnerSetup(_ctx: TAppContext, _biz: TSeededBusiness, owner: TOwnerSetup | undefined): Promise<string[]> {
  if (!owner) return [];
  const unsupported: string[] = [];
  if (owner.professional_aliases) unsupported.push('professional_aliases');
  if (owner.service_synonyms) unsupported.push('service_synonyms');
  if (owner.address) unsupported.push('address');
  // drop_faqs is applied while seeding (businesses.ts).
  return unsupported;
}
