import { createHash, randomUUID } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@pagora/contract';
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

export interface StoreImageOptions {
  allowed: readonly ImageFormat[];
  /** @default MAX_IMAGE_BYTES */
  maxBytes?: number;
}

/**
 * Validates an uploaded image (size, then type from its bytes) and stores it in the database,
 * so that every server instance can serve it. Returns the new upload; its URL is `uploadUrl()`.
 */
export async function storeImage(
  manager: EntityManager,
  ownerId: number,
  file: { data: Buffer },
  options: StoreImageOptions,
): Promise<Upload> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  if (file.data.length === 0) throw new ValidationError('O arquivo enviado está vazio.');
  if (file.data.length > maxBytes) throw new PayloadTooLargeError(imageTooLargeMessage(maxBytes));
  const format = sniffImageFormat(file.data);
  if (!format || !options.allowed.includes(format)) {
    throw new UnsupportedMediaTypeError(unsupportedImageMessage(options.allowed));
  }
  const repo = manager.getRepository(Upload);
  const upload = repo.create({
    key: randomUUID(),
    userId: ownerId,
    contentType: IMAGE_FORMATS[format].contentType,
    byteSize: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    data: file.data,
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
