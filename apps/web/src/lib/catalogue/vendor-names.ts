import type { Lane } from '@monsoon/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useCatalogueLanguage } from './use-catalogue-language';
import { vendorLanesQuery } from './vendor-lanes';

/** Vendor code → display name over every lane (the first card of a code wins). */
export function vendorNames(lanes: readonly Lane[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const lane of lanes)
    for (const card of lane.cards)
      if (!names.has(card.vassalage)) names.set(card.vassalage, card.displayName);
  return names;
}

/** A vendor's display name from the lanes in the current language; the code until they load. */
export function useVendorName(vassalage: string): string {
  const language = useCatalogueLanguage();
  const { data } = useQuery({ ...vendorLanesQuery(language), select: vendorNames });
  return data?.get(vassalage) ?? vassalage;
}
