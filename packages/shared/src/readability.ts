// Readability bands of docs/spec.md §5 (Flesch reading ease: lower score means harder text).
//
// Boundaries: each band includes its lower bound and excludes its upper one, as in the Flesch
// table (30 is "difficult", 60 is "standard", 90 is "very easy"). This matches "below 30" exactly;
// "above 90" is read as "90 and above".
// Warning levels: the spec marks 30-50 with 2 and 50-60 with 1. Below 30 is worse than difficult,
// so it also gets level 2 (our choice; the spec leaves that row unmarked).

export const READABILITY_LEVELS = [
  'very_confusing',
  'difficult',
  'fairly_difficult',
  'standard',
  'fairly_easy',
  'easy',
  'very_easy',
] as const;
type TReadabilityLevel = (typeof READABILITY_LEVELS)[number];
type TReadabilityWarningLevel = 0 | 1 | 2;

interface ReadabilityBand {
  readonly level: TReadabilityLevel;
  /** Inclusive lower bound; -Infinity for the first band. */
  readonly minScore: number;
  readonly label: string;
  readonly warningLevel: TReadabilityWarningLevel;
}

const READABILITY_BANDS: readonly ReadabilityBand[] = [
  { level: 'very_confusing', minScore: -Infinity, label: 'Muito confuso', warningLevel: 2 },
  { level: 'difficult', minScore: 30, label: 'Difícil', warningLevel: 2 },
  { level: 'fairly_difficult', minScore: 50, label: 'Razoavelmente difícil', warningLevel: 1 },
  { level: 'standard', minScore: 60, label: 'Padrão', warningLevel: 0 },
  { level: 'fairly_easy', minScore: 70, label: 'Razoavelmente fácil', warningLevel: 0 },
  { level: 'easy', minScore: 80, label: 'Fácil', warningLevel: 0 },
  { level: 'very_easy', minScore: 90, label: 'Muito fácil', warningLevel: 0 },
];

export interface Readability {
  readonly level: TReadabilityLevel;
  readonly label: string;
  readonly warningLevel: TReadabilityWarningLevel;
}

export function readabilityLevel(score: number): Readability {
  if (Number.isNaN(score)) throw new RangeError('Invalid readability score: NaN');
  let band = READABILITY_BANDS[0]!;
  for (const b of READABILITY_BANDS) if (score >= b.minScore) band = b;
  return { level: band.level, label: band.label, warningLevel: band.warningLevel };
}
