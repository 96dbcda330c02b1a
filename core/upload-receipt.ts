import { systemClock, type Clock } from './clock.js';
import { deriveKey } from './crypto.js';
import { SignedTokens } from './signed-token.js';

/** What the gateway vouches for once it has stored an upload: the content, and who sent it. */
export interface UploadReceipt {
  /** The uploader: only they may record the upload. */
  userId: string;
  sha256: string;
  size: number;
  contentType: string;
  filename: string;
}

const AUDIENCE = 'svc-upload-receipt';
/** The gateway records an upload right after storing it; a receipt that leaks stops working soon after. */
export const UPLOAD_RECEIPT_TTL_SECONDS = 5 * 60;

/**
 * Signed upload receipts (HS256 JWT), like the signed blob ids of Rails' ActiveStorage: the gateway
 * signs one after it has stored an upload's bytes, and the workspace subgraph records an attachment
 * only from a valid receipt of the caller, so nobody can claim a content hash they did not upload.
 */
export class UploadReceipts {
  private readonly tokens: SignedTokens;

  /** `secret`: the platform's internal secret (the same on every process). */
  constructor(secret: Buffer | string, clock: Clock = systemClock) {
    // A key of its own, so a viewer token signed with the same secret never passes as a receipt.
    const key = new Uint8Array(deriveKey(typeof secret === 'string' ? Buffer.from(secret) : secret, 'upload-receipt'));
    this.tokens = new SignedTokens(key, AUDIENCE, clock);
  }

  sign(receipt: UploadReceipt, ttlSeconds = UPLOAD_RECEIPT_TTL_SECONDS): Promise<string> {
    const { userId, ...file } = receipt;
    return this.tokens.sign({ sub: userId, file }, ttlSeconds * 1000);
  }

  /** The receipt, or null when it is forged, expired or malformed. */
  async verify(token: string): Promise<UploadReceipt | null> {
    const payload = await this.tokens.verify(token);
    const file = payload?.file as Partial<Omit<UploadReceipt, 'userId'>> | undefined;
    if (
      !payload?.sub ||
      typeof file?.sha256 !== 'string' ||
      typeof file.size !== 'number' ||
      typeof file.contentType !== 'string' ||
      typeof file.filename !== 'string'
    )
      return null;
    return { userId: payload.sub, sha256: file.sha256, size: file.size, contentType: file.contentType, filename: file.filename };
  }
}
