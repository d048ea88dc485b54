import type { ResourceKey } from 'i18next';

// One lazily loaded chunk per language and namespace.
const loaders = import.meta.glob<ResourceKey>('../../../../packages/i18n/locales/*/*.json', {
  import: 'default',
});

/**
 * Loads one translation file (`packages/i18n/locales/<lng>/<ns>.json`), or undefined when the language
 * has no such file. The same module promise is shared by every caller: src/boot.ts asks for the first
 * language's texts early, and i18next's backend (lib/i18n.ts) then finds them loaded or on their way.
 */
export function loadLocaleFile(lng: string, ns: string): Promise<ResourceKey> | undefined {
  const load = Object.entries(loaders).find(([path]) =>
    path.endsWith(`/locales/${lng}/${ns}.json`),
  )?.[1];
  return load?.();
}
