import { anyOf } from './lexicon/compile.js';
import { VISIT_JOINERS } from './lexicon.js';

// Only words that add a service join a visit: "com" and "ou" name a person or an alternative.
export const VISIT_JOINER_RE = anyOf(VISIT_JOINERS);
