import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@monsoon/contracts/c2c';

/** Why chosen files cannot be sent (the server checks the bytes again), or null. */
export function proofFilesProblem(files: readonly File[]): 'count' | 'size' | 'type' | null {
  if (files.length === 0 || files.length > PROOF_MAX_FILES) return 'count';
  if (files.some((f) => f.size >= PROOF_MAX_BYTES)) return 'size';
  if (files.some((f) => !/^image\/(png|jpeg)$/.test(f.type))) return 'type';
  return null;
}

/** A file's bytes as base64 (what the proof calls take). */
export async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** Minutes and seconds left until `deadline` (epoch ms), never below zero: `mm:ss`. */
export function countdownText(deadline: number, now: number): string {
  const left = Math.max(0, Math.floor((deadline - now) / 1000));
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
