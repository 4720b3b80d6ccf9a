import { Writable } from 'node:stream';
import { EMPTY_FILE_MESSAGE } from '@pagora/contract';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import {
  BadRequestError,
  HttpError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../shared/errors.ts';

/** Chunks of each file being received, kept in memory (files are small and end up in the database). */
const received = new WeakMap<object, Buffer[]>();

// formidable's error code (formidable/src/FormidableError.js)
const MAX_FILES_EXCEEDED = 1015;

interface ParseOptions {
  maxBytes: number;
  tooLargeMessage: string;
}

interface ParsedForm {
  fields: Record<string, string | string[]>;
  /** The file received under each field name; a part with no name and no bytes is left out. */
  files: Map<string, Buffer>;
}

/**
 * Parses a multipart/form-data request with at most one file, kept in memory. The size limit is
 * enforced while the bytes arrive. A file part with no file name and no bytes (what a browser
 * sends for an empty file input) counts as no file; a named empty file is refused.
 */
async function parseMultipart(ctx: Context, options: ParseOptions): Promise<ParsedForm> {
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
      allowEmptyFiles: true,
      minFileSize: 0,
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
    if (error instanceof HttpError) throw error;
    if (typeof httpCode === 'number') throw new BadRequestError('Não foi possível ler o arquivo enviado.');
    throw error;
  }

  const files = new Map<string, Buffer>();
  for (const [name, entry] of Object.entries(ctx.request.files ?? {})) {
    const part = Array.isArray(entry) ? entry[0] : entry;
    const chunks = part ? received.get(part) : undefined;
    if (!part || !chunks) continue;
    const data = Buffer.concat(chunks);
    if (data.length === 0) {
      if (part.originalFilename) throw new ValidationError(EMPTY_FILE_MESSAGE);
      continue;
    }
    files.set(name, data);
  }
  const body = ctx.request.body;
  const fields = body && typeof body === 'object' ? (body as Record<string, string | string[]>) : {};
  return { fields, files };
}

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
  const { files } = await parseMultipart(ctx, options);
  const file = files.get(options.field);
  if (!file) throw new ValidationError('Selecione um arquivo para enviar.');
  return file;
}

export interface MultipartFormOptions {
  /** The multipart field that may carry the file; a file under any other name is refused. */
  fileField: string;
  maxBytes: number;
  tooLargeMessage: string;
}

export interface MultipartForm {
  /** The text fields, to validate with a contract schema (a repeated field is an array). */
  fields: Record<string, string | string[]>;
  /** The file's bytes, or undefined when none was sent. */
  file: Buffer | undefined;
}

/** Reads a multipart/form-data form: its text fields and an optional file (e.g. a product's photo). */
export async function readMultipartForm(ctx: Context, options: MultipartFormOptions): Promise<MultipartForm> {
  if (!ctx.is('multipart/form-data')) {
    throw new UnsupportedMediaTypeError('Envie o formulário como multipart/form-data.');
  }
  const { fields, files } = await parseMultipart(ctx, options);
  if ([...files.keys()].some((name) => name !== options.fileField)) {
    throw new ValidationError(`Envie a imagem no campo "${options.fileField}".`);
  }
  return { fields, file: files.get(options.fileField) };
}
