import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

/** The carousel engine's API (Embla). */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

const options = { loop: true } as const;

/**
 * Embla attached to a viewport that is already on the page (banner-carousel.tsx renders the slides
 * without it, so the first banner paints before this chunk is even requested). Renders nothing.
 */
export function CarouselEngine({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi: (api: CarouselApi | undefined) => void;
}) {
  const [attach, api] = useEmblaCarousel(options);
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
