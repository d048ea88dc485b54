import { useQuery } from '@tanstack/react-query';
import { verifyDrawInBrowser, type RevealedDraw } from '@/features/lottery/lib/verify-draw';

/** The browser's re-check of a revealed draw (WebCrypto, no server call); null while there is no seed. */
export function useDrawVerification(draw: RevealedDraw | null) {
  return useQuery({
    queryKey: [
      'lottery',
      'verify',
      draw?.gameCode,
      draw?.numero,
      draw?.seed,
      draw?.seedHash,
      draw?.winNo,
      draw?.prizes,
    ],
    queryFn: () => (draw ? verifyDrawInBrowser(draw) : null),
    enabled: draw !== null,
    staleTime: Infinity,
    retry: false,
  });
}
