import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG of a couple of hundred bytes whose header declares `width` × `height` pixels
 * (greyscale, 8 bits): a decompression bomb's shape. Its pixel data covers only the first rows.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 2))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** EXIF TIFF tag of the pointer to the GPS directory (0x8825), as it sits in little-endian EXIF. */
const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

/**
 * A phone photo's shape: an 8 × 4 JPEG with EXIF holding the camera make, a GPS position in São
 * Paulo and orientation 6 (shown turned 90°, so upright it is 4 × 8).
 */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 4, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PagoraCam' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** What sharp reads from image bytes: format, size, orientation and whether any metadata is left. */
export async function imageFacts(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    orientation: metadata.orientation,
    exif: metadata.exif,
    hasGps: metadata.exif?.includes(GPS_IFD_TAG) ?? false,
    xmp: metadata.xmp,
    icc: metadata.icc,
  };
}

/** A solid-colour image of the given format and size, without metadata. */
export function solidImage(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#22aa66' } })
    .toFormat(format)
    .toBuffer();
}
