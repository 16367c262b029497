// Articles and landing pages: the queries of the public pages and the calls the admin editor
// (issue 14) makes — list, create, update, publish. Published = published_at set and not in the future.
import { ZArticleInput, ZLandingPageInput, type TArticleInput, type TLandingPageInput } from '@agenda/shared/schemas/public-content';
import { SHOWN_ARTICLE_CATEGORIES } from '@agenda/shared/article';
import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { articles, landingPages } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { parseInput } from '../../lib/validation.js';

export type TArticle = typeof articles.$inferSelect;
export type TLandingPage = typeof landingPages.$inferSelect;

const articlePublished = (now: Date) => and(isNotNull(articles.published_at), lte(articles.published_at, now));
const landingPublished = (now: Date) => and(isNotNull(landingPages.published_at), lte(landingPages.published_at, now));

/** The site's articles: published ones of the shown categories, newest first. */
export function listPublishedArticles(db: TDb, now: Date): Promise<TArticle[]> {
  return db
    .select()
    .from(articles)
    .where(and(articlePublished(now), inArray(articles.category, [...SHOWN_ARTICLE_CATEGORIES])))
    .orderBy(desc(articles.published_at));
}

export async function findPublishedArticle(db: TDb, slug: string, now: Date): Promise<TArticle | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), articlePublished(now), inArray(articles.category, [...SHOWN_ARTICLE_CATEGORIES])));
  return row ?? null;
}

export function listPublishedLandingPages(db: TDb, now: Date): Promise<TLandingPage[]> {
  return db.select().from(landingPages).where(landingPublished(now)).orderBy(desc(landingPages.published_at));
}

export async function findPublishedLandingPage(db: TDb, identifier: string, now: Date): Promise<TLandingPage | null> {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.identifier, identifier), landingPublished(now)));
  return row ?? null;
}

/** Every article, drafts included (admin editor). */
export function listAllArticles(db: TDb): Promise<TArticle[]> {
  return db.select().from(articles).orderBy(desc(articles.created_at));
}

export function listAllLandingPages(db: TDb): Promise<TLandingPage[]> {
  return db.select().from(landingPages).orderBy(desc(landingPages.created_at));
}

async function uniqueOr<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}

const SLUG_TAKEN = 'Já existe um artigo com este endereço.';
const IDENTIFIER_TAKEN = 'Já existe uma página com este identificador.';

export async function createArticle(db: TDb, input: TArticleInput): Promise<TArticle> {
  const [row] = await uniqueOr(db.insert(articles).values(parseInput(ZArticleInput, input)).returning(), SLUG_TAKEN);
  return row!;
}

export async function updateArticle(db: TDb, id: string, input: Partial<TArticleInput>, now: Date): Promise<TArticle> {
  const [row] = await uniqueOr(
    db
      .update(articles)
      .set({ ...input, updated_at: now })
      .where(eq(articles.id, id))
      .returning(),
    SLUG_TAKEN,
  );
  if (!row) throw notFound('Artigo não encontrado.');
  return row;
}

/** Publishes (at `at`, now by default) or, with null, takes the article off the site. */
export async function publishArticle(db: TDb, id: string, at: Date | null): Promise<TArticle> {
  const [row] = await db.update(articles).set({ published_at: at, updated_at: new Date() }).where(eq(articles.id, id)).returning();
  if (!row) throw notFound('Artigo não encontrado.');
  return row;
}

export async function createLandingPage(db: TDb, input: TLandingPageInput): Promise<TLandingPage> {
  const [row] = await uniqueOr(db.insert(landingPages).values(parseInput(ZLandingPageInput, input)).returning(), IDENTIFIER_TAKEN);
  return row!;
}

export async function updateLandingPage(db: TDb, id: string, input: Partial<TLandingPageInput>, now: Date): Promise<TLandingPage> {
  const [row] = await uniqueOr(
    db
      .update(landingPages)
      .set({ ...input, updated_at: now })
      .where(eq(landingPages.id, id))
      .returning(),
    IDENTIFIER_TAKEN,
  );
  if (!row) throw notFound('Página não encontrada.');
  return row;
}

export async function publishLandingPage(db: TDb, id: string, at: Date | null): Promise<TLandingPage> {
  const [row] = await db.update(landingPages).set({ published_at: at, updated_at: new Date() }).where(eq(landingPages.id, id)).returning();
  if (!row) throw notFound('Página não encontrada.');
  return row;
}
