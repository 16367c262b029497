import type { Readability } from '@agenda/shared/readability';

/** A FAQ entry as the API returns it (GET /user/{company}/faqs and the generic write call). */
export interface TFaq {
  id: string;
  company_id: string;
  service_id: string | null;
  question: string;
  answer: string;
  order: number;
  type: string;
  readability: (Readability & { score: number }) | null;
  created_at: string;
  updated_at: string;
}
