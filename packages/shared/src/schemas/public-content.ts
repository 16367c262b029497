// Contracts of the public face (issue 15): articles and landing pages, platform events, IP info,
// error reports. One shape each, read by the API and by the web app.
import { z } from 'zod';
import type { TArticleCategory } from '../article';

const ARTICLE_CATEGORIES = ['tutorials', 'tips', 'news', 'guides', 'articles'] as const satisfies readonly TArticleCategory[];

export const ZArticleInput = z.object({
  slug: z
    .string()
    .min(3)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens no endereço do artigo.'),
  title: z.string().trim().min(3).max(160),
  description: z.string().trim().min(10).max(300),
  content: z.string().trim().min(1).max(100_000),
  category: z.enum(ARTICLE_CATEGORIES),
  image_url: z.url().max(2000).nullable().optional(),
});
export type TArticleInput = z.infer<typeof ZArticleInput>;

/** The blocks a landing page is built from, in order (docs: /admin/landing_pages). Texts are Markdown. */
export const LANDING_SECTION_TYPES = ['hero', 'text', 'features', 'cta'] as const;
export type TLandingSectionType = (typeof LANDING_SECTION_TYPES)[number];

const ZLandingSection = z.object({
  type: z.enum(LANDING_SECTION_TYPES, { error: 'Tipo de bloco inválido.' }),
  title: z.string().trim().min(1, { error: 'Dê um título ao bloco.' }).max(160),
  body: z.string().trim().max(5000),
});
export type TLandingSection = z.infer<typeof ZLandingSection>;

export const ZLandingPageInput = z
  .object({
    identifier: z
      .string()
      .min(2)
      .max(200)
      .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'Use letras minúsculas, números, hífens e barras no identificador.'),
    title: z.string().trim().min(3).max(160),
    description: z.string().trim().min(10).max(300),
    content: z.string().trim().max(100_000).default(''),
    sections: z.array(ZLandingSection).max(12, { error: 'Use no máximo 12 blocos.' }).default([]),
  })
  .refine((p) => p.content || p.sections.length, { error: 'Escreva o texto ou adicione um bloco.', path: ['content'] });
export type TLandingPageInput = z.input<typeof ZLandingPageInput>;

const utmField = z.string().max(200).optional();
const ZUtmInfo = z.object({ utm_source: utmField, utm_medium: utmField, utm_campaign: utmField, utm_content: utmField });

export const ZPlatformEventInput = z.object({
  device_hash: z.string().max(100).optional(),
  event_id: z.string().max(100).optional(),
  event_name: z.string().trim().min(1).max(100),
  event_ref: z.string().max(200).optional(),
  unit: z.string().max(40).optional(),
  /** utm_info events carry the four utm fields here (or as an object). */
  value: z.union([z.string().max(2000), z.number(), ZUtmInfo]).optional(),
  force_utm: z.boolean().optional(),
});

export const ZPlatformEventCollectBody = z.object({ platform_events: z.array(ZPlatformEventInput).min(1).max(20) });

export const ZPlatformEventStored = z.object({
  id: z.string(),
  device_hash: z.string().nullable(),
  event_id: z.string().nullable(),
  event_name: z.string(),
  event_ref: z.string().nullable(),
  unit: z.string().nullable(),
  value: z.string().nullable(),
  created_at: z.string(),
});
export type TPlatformEventStored = z.infer<typeof ZPlatformEventStored>;

export const ZIpInfo = z.object({
  ip: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});
export type TIpInfo = z.infer<typeof ZIpInfo>;

export const ZSlackNotifyBody = z.object({
  type: z.string().trim().min(1).max(40),
  payload: z.record(z.string(), z.unknown()).default({}),
});

/** A message of the home's live demo (POST /general/demo/message): the visitor is a random id the browser keeps. */
export const ZDemoMessageBody = z.object({
  message: z.string({ error: 'Escreva a mensagem.' }).trim().min(1, 'Escreva a mensagem.').max(500, 'Mensagem longa demais.'),
  visitor: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Visitante inválido.'),
});
export type TDemoMessageBody = z.infer<typeof ZDemoMessageBody>;

export const ZDemoMessageAnswer = z.object({ replies: z.array(z.string()), company_name: z.string() });
export type TDemoMessageAnswer = z.infer<typeof ZDemoMessageAnswer>;
