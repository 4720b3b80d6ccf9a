import { Writable } from 'node:stream';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import {
  BadRequestError,
  HttpError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors.ts';

/** Chunks of each file being received, kept in memory (files are small and end up in the database). */
const received = new WeakMap<object, Buffer[]>();

// formidable's error codes (formidable/src/FormidableError.js)
const MAX_FILES_EXCEEDED = 1015;
const NO_EMPTY_FILES = 1010;
const SMALLER_THAN_MIN = 1008;

export interface SingleFileOptions {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
}

/**
 * Reads one file from a multipart/form-data request into memory. The size limit is enforced
 * while the bytes arrive; the type is for the caller to check from the bytes.
 */
export async function readSingleFile(ctx: Context, options: SingleFileOptions): Promise<Buffer> {
  if (!ctx.is('multipart/form-data')) {
    throw new UnsupportedMediaTypeError('Envie o arquivo como multipart/form-data.');
  }
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFiles: 1,
      maxFileSize: options.maxBytes,
      maxTotalFileSize: options.maxBytes,
      maxFields: 20,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: false,
      fileWriteStreamHandler: (file?: unknown) => {
        const chunks: Buffer[] = [];
        if (file && typeof file === 'object') received.set(file, chunks);
        return new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
        });
      },
    },
  });
  try {
    await parse(ctx, async () => {});
  } catch (error) {
    const { httpCode, code } = (error ?? {}) as { httpCode?: number; code?: number };
    if (httpCode === 413) throw new PayloadTooLargeError(options.tooLargeMessage);
    if (code === MAX_FILES_EXCEEDED) throw new ValidationError('Envie apenas um arquivo.');
    if (code === NO_EMPTY_FILES || code === SMALLER_THAN_MIN) {
      throw new ValidationError('O arquivo enviado está vazio.');
    }
    if (error instanceof HttpError) throw error;
    if (typeof httpCode === 'number') throw new BadRequestError('Não foi possível ler o arquivo enviado.');
    throw error;
  }
  const entry = ctx.request.files?.[options.field];
  const file = Array.isArray(entry) ? entry[0] : entry;
  const chunks = file ? received.get(file) : undefined;
  if (!chunks) throw new ValidationError('Selecione um arquivo para enviar.');
  return Buffer.concat(chunks);
}
