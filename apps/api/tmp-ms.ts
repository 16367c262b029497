import { matchService } from './src/modules/secretary/brain/embedded/match.ts';
import { normalize } from './src/modules/secretary/brain/embedded/text.ts';
import { BUSINESSES } from './eval/businesses.ts';
const b = (BUSINESSES as any).salao ?? (BUSINESSES as any)['salao'];
const services = b.services.map((s: any, i: number) => ({ id: String(i), title: s.title, synonyms: s.synonyms ?? [], duration_in_minutes: s.duration_in_minutes ?? 30, price_type: 'fixed', price: 100, price_max: null }));
for (const t of process.argv.slice(2)) console.log(t, '=>', matchService(normalize(t), services)?.service.title);
