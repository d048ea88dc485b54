import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@monsoon/contracts/c2c';
import { AppError } from '@/lib/errors.ts';

/** A checked proof image: its kind read from its first bytes, never from a name or a header. */
export interface ProofImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The image kind of some bytes, or null when they are neither png nor jpg. */
export function imageKindOf(bytes: Uint8Array): ProofImage['mime'] | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes and checks uploaded proofs (spec §5: png or jpg, under 5 MB each, at most 3). Refusals:
 * `c2c.proof.count` (none or more than 3), `c2c.proof.type` (not base64, or bytes that are not png or
 * jpg, whatever they are called), `c2c.proof.size` (5 MB or more). Checked before anything is written.
 */
export function checkProofs(images: readonly string[] | undefined): ProofImage[] {
  if (!images || images.length === 0) throw new AppError('c2c.proof.required');
  if (images.length > PROOF_MAX_FILES) throw new AppError('c2c.proof.count');
  return images.map((raw) => {
    const text = raw.replace(/^data:[^,]{0,100},/, '').replace(/\s+/g, '');
    if (!BASE64.test(text) || text.length % 4 !== 0) throw new AppError('c2c.proof.type');
    if ((text.length / 4) * 3 > PROOF_MAX_BYTES + 3) throw new AppError('c2c.proof.size');
    const bytes = new Uint8Array(Buffer.from(text, 'base64'));
    if (bytes.length >= PROOF_MAX_BYTES) throw new AppError('c2c.proof.size');
    const mime = imageKindOf(bytes);
    if (!mime) throw new AppError('c2c.proof.type');
    return { mime, bytes };
  });
}
