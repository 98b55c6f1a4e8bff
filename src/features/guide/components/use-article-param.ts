import type { MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { isPlainClick } from '../../../lib/link-click';
import { ARTICLE_PARAM, isArticleId, type ArticleId } from '../data/guides';

/** The open article lives in `?article=`, so every guide has a link of its own (and the browser's Back returns to the list). */
export function useArticleParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(ARTICLE_PARAM);
  const open: ArticleId | null = isArticleId(raw) ? raw : null;

  const hrefOf = (id: ArticleId) => {
    const next = new URLSearchParams(params);
    next.set(ARTICLE_PARAM, id);
    return `?${next.toString()}`;
  };
  const onLinkClick = (id: ArticleId) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(ARTICLE_PARAM, id);
      return next;
    });
  };
  const close = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete(ARTICLE_PARAM);
      return next;
    });
  return { open, hrefOf, onLinkClick, close };
}
