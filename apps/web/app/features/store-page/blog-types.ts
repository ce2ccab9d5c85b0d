export interface BlogIndexData {
  store: { name: string; path: string; ville: string };
  articles: { id: number; titre: string; resume: string; auteur: string; date: string; path: string }[];
  page: number;
  pages: number;
}

export interface BlogArticleData {
  store: { name: string; path: string };
  article: { titre: string; auteur: string; date: string; html: string; resume: string };
  canonical: string;
}
