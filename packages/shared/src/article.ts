// Blog article categories of SPEC §3 "Articles".

export const ARTICLE_CATEGORIES = ['tutorials', 'tips', 'news', 'guides', 'articles'] as const;
export type TArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

// tips and guides exist in the admin but are not published on the public blog.
export const SHOWN_ARTICLE_CATEGORIES = ['tutorials', 'news', 'articles'] as const satisfies readonly TArticleCategory[];

export const ARTICLE_CATEGORY_LABELS: Record<TArticleCategory, string> = {
  tutorials: 'Tutoriais',
  tips: 'Dicas',
  news: 'Novidades',
  guides: 'Guias',
  articles: 'Artigos',
};

export function isShownArticleCategory(category: TArticleCategory): boolean {
  return (SHOWN_ARTICLE_CATEGORIES as readonly TArticleCategory[]).includes(category);
}
