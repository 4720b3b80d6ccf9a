import { createHash, randomUUID } from 'node:crypto';
import {
  EMPTY_FILE_MESSAGE,
  IMAGE_DIMENSIONS_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_EDGE,
  UNREADABLE_IMAGE_MESSAGE,
} from '@pagora/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { EntityManager } from 'typeorm';
import { Upload } from '../db/entities/index.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../shared/errors.ts';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

const IMAGE_FORMATS: Record<ImageFormat, { contentType: string; label: string }> = {
  png: { contentType: 'image/png', label: 'PNG' },
  jpeg: { contentType: 'image/jpeg', label: 'JPEG' },
  webp: { contentType: 'image/webp', label: 'WEBP' },
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** Recognises an image by its first bytes (never by file name or declared type). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
}

/** "PNG ou JPEG", "PNG, JPEG ou WEBP". */
function formatList(formats: readonly ImageFormat[]): string {
  const labels = formats.map((format) => IMAGE_FORMATS[format].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}` : (labels[0] ?? '');
}

export function unsupportedImageMessage(allowed: readonly ImageFormat[]): string {
  return `Formato de imagem não suportado. Envie ${formatList(allowed)}.`;
}

export function imageTooLargeMessage(maxBytes = MAX_IMAGE_BYTES): string {
  return `A imagem deve ter no máximo ${Math.round(maxBytes / (1024 * 1024))} MB.`;
}

/** Stored images are scaled down (never up) to fit this many pixels on their longest side. */
export const STORED_IMAGE_MAX_EDGE = 2560;

const ENCODERS: Record<ImageFormat, (image: Sharp, source: Metadata) => Sharp> = {
  // A palette PNG (logos, icons) stays a palette PNG, which keeps it small.
  png: (image, source) => image.png({ palette: source.isPalette === true }),
  jpeg: (image) => image.jpeg({ quality: 85 }),
  webp: (image) => image.webp({ quality: 85 }),
};

export interface ImageRules {
  allowed: readonly ImageFormat[];
  /** @default MAX_IMAGE_BYTES */
  maxBytes?: number;
  /** @default imageTooLargeMessage(maxBytes) */
  tooLargeMessage?: string;
}

declare const prepared: unique symbol;

/**
 * An uploaded image as it may be stored and served: checked and re-encoded by `prepareImage`, the
 * only way to make one (so no upload reaches the database without going through it).
 */
export interface PreparedImage {
  readonly format: ImageFormat;
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly [prepared]: true;
}

/**
 * Checks an uploaded image and re-encodes it, so that what browsers receive is an image we wrote:
 * size in bytes, then the format sniffed from the bytes (never the file name or declared type),
 * then the dimensions read from the header alone (at most MAX_IMAGE_EDGE on each side, so a tiny
 * file declaring 30000 × 30000 pixels is refused before anything is decoded). The decoded image is
 * turned upright by its EXIF orientation, scaled down to fit STORED_IMAGE_MAX_EDGE, and written
 * again in the same format with every piece of metadata dropped (EXIF with GPS position and camera
 * serials, XMP, IPTC, ICC profiles after conversion to sRGB). Animated images keep their first frame.
 *
 * sharp does this work on libuv's thread pool, off the event loop. Call it before opening a
 * transaction: on SQLite transactions run one at a time, and none should wait on image work.
 */
export async function prepareImage(data: Buffer, rules: ImageRules): Promise<PreparedImage> {
  const maxBytes = rules.maxBytes ?? MAX_IMAGE_BYTES;
  if (data.length === 0) throw new ValidationError(EMPTY_FILE_MESSAGE);
  if (data.length > maxBytes) {
    throw new PayloadTooLargeError(rules.tooLargeMessage ?? imageTooLargeMessage(maxBytes));
  }
  const format = sniffImageFormat(data);
  if (!format || !rules.allowed.includes(format)) {
    throw new UnsupportedMediaTypeError(unsupportedImageMessage(rules.allowed));
  }
  const limits = { limitInputPixels: MAX_IMAGE_EDGE * MAX_IMAGE_EDGE, failOn: 'error' } as const;
  let source: Metadata;
  try {
    // Reads the header only. The pixel limit refuses an oversized image here already (its message
    // is the one thing that tells this apart from an unreadable file; either way it is refused).
    source = await sharp(data, limits).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ValidationError(IMAGE_DIMENSIONS_MESSAGE);
    }
    throw new ValidationError(UNREADABLE_IMAGE_MESSAGE);
  }
  // The pixel limit alone would let 36 million pixels through as 36000 × 1000.
  if (source.width > MAX_IMAGE_EDGE || source.height > MAX_IMAGE_EDGE) {
    throw new ValidationError(IMAGE_DIMENSIONS_MESSAGE);
  }
  if (source.format !== format) throw new ValidationError(UNREADABLE_IMAGE_MESSAGE);
  const release = await encodingSlot();
  try {
    const image = sharp(data, limits).autoOrient().resize({
      width: STORED_IMAGE_MAX_EDGE,
      height: STORED_IMAGE_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data: encoded, info } = await ENCODERS[format](image, source).toBuffer({
      resolveWithObject: true,
    });
    return { format, data: encoded, width: info.width, height: info.height } as PreparedImage;
  } catch {
    throw new ValidationError(UNREADABLE_IMAGE_MESSAGE);
  } finally {
    release();
  }
}

/**
 * Re-encodings running at once. sharp works on libuv's thread pool (4 threads by default), which
 * also runs password hashing, file and DNS work: a burst of uploads or a product sync must leave
 * some of it free. The others wait their turn.
 */
const MAX_CONCURRENT_ENCODINGS = 2;
let encodings = 0;
const waitingForEncoding: (() => void)[] = [];

async function encodingSlot(): Promise<() => void> {
  if (encodings >= MAX_CONCURRENT_ENCODINGS) {
    await new Promise<void>((resolve) => waitingForEncoding.push(resolve));
  } else {
    encodings += 1;
  }
  // A finished encoding hands its slot straight to the next one waiting, or gives it back.
  return () => {
    const next = waitingForEncoding.shift();
    if (next) next();
    else encodings -= 1;
  };
}

/**
 * Stores an image that `prepareImage` checked and re-encoded, in the database, so that every
 * server instance can serve it. Returns the new upload; its URL is `uploadUrl()`.
 */
export async function storeImage(
  manager: EntityManager,
  ownerId: number,
  image: PreparedImage,
): Promise<Upload> {
  const repo = manager.getRepository(Upload);
  const upload = repo.create({
    key: randomUUID(),
    userId: ownerId,
    contentType: IMAGE_FORMATS[image.format].contentType,
    byteSize: image.data.length,
    sha256: createHash('sha256').update(image.data).digest('hex'),
    data: image.data,
  });
  await repo.insert(upload);
  return upload;
}

/** Public, immutable URL of an upload (relative to the server's origin). */
export function uploadUrl(upload: Pick<Upload, 'key'>): string {
  return `/uploads/${upload.key}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The upload with its bytes, for serving; null when the key is unknown. */
export async function findUploadByKey(manager: EntityManager, key: string): Promise<Upload | null> {
  if (!UUID.test(key)) return null;
  return manager.getRepository(Upload).findOne({
    where: { key },
    select: {
      id: true,
      key: true,
      contentType: true,
      byteSize: true,
      sha256: true,
      data: true,
      createdAt: true,
    },
  });
}

export async function deleteUpload(manager: EntityManager, uploadId: number): Promise<void> {
  await manager.getRepository(Upload).delete({ id: uploadId });
}
