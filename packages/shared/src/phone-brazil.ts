// Brazil's facts the phone rules need before (or without) the metadata of every country: the home
// market's numbers are checked and masked from these alone (docs/spec.md §5).

// +55 is limited to numbers with a DDD: the 8/9-digit lengths in the metadata are service numbers
// (4003-xxxx) that cannot hold a WhatsApp account.
export const BRAZIL_NATIONAL_LENGTHS: readonly number[] = [10, 11];
export const BRAZIL_DIAL_CODE = '55';
