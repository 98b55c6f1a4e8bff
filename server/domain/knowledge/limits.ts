import { KNOWLEDGE_ARTICLE_CHAR_LIMIT, KNOWLEDGE_DEFAULT_ARTICLE_LIMIT } from '../../../contracts';

/**
 * A company's knowledge limits. Plans do not exist yet: every company gets the defaults; the plan
 * work replaces this one function.
 */
export async function knowledgeLimit(companyId: number): Promise<{ articles: number; articleChars: number }> {
  void companyId;
  return { articles: KNOWLEDGE_DEFAULT_ARTICLE_LIMIT, articleChars: KNOWLEDGE_ARTICLE_CHAR_LIMIT };
}
