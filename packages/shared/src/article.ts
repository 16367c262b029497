// Blog article categories of docs/spec.md §3 "Articles".

export type TArticleCategory = 'tutorials' | 'tips' | 'news' | 'guides' | 'articles';

// tips and guides exist in the admin but are not published on the public blog.
export const SHOWN_ARTICLE_CATEGORIES = ['tutorials', 'news', 'articles'] as const satisfies readonly TArticleCategory[];

export function isShownArticleCategory(category: TArticleCategory): boolean {
  return (SHOWN_ARTICLE_CATEGORIES as readonly TArticleCategory[]).includes(category);
}

export const ARTICLE_CATEGORY_LABELS: Record<TArticleCategory, string> = {
  tutorials: 'Tutoriais',
  tips: 'Dicas (não aparece no blog)',
  news: 'Novidades',
  guides: 'Guias (não aparece no blog)',
  articles: 'Artigos',
};
