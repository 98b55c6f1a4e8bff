import { lazy, type ComponentType } from 'react';
import { ensureNamespaces, type FeatureNamespace } from './i18n-namespaces';

/**
 * A component fetched after the first paint together with the feature namespaces of its strings
 * (for parts of a layout that are not its first screen: badges, the tour, the feedback button).
 */
export function lazyComponent<P extends object>(importer: () => Promise<ComponentType<P>>, namespaces: readonly FeatureNamespace[]) {
  return lazy(async () => {
    const [Component] = await Promise.all([importer(), ensureNamespaces(namespaces)]);
    return { default: Component };
  });
}
