import { useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Shown when `src` fails to load (spec §4 image loader "error" state). */
  fallback: string;
}

/** An image that swaps to `fallback` once when it fails to load. */
export function FallbackImage({ src, fallback, alt = '', ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? fallback : src;
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      onError={() => {
        if (current !== fallback) setFailedSrc(src);
      }}
    />
  );
}
