/** Reel strips written as one line of space-separated symbol ids per reel (the way a reel sheet reads). */
export function parseStrips(reels: readonly string[]): string[][] {
  return reels.map((reel) => reel.trim().split(/\s+/));
}
