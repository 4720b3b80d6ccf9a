import { crc32 } from 'node:zlib';

/**
 * A minimal ZIP writer (PKWARE APPNOTE 6.3, https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT):
 * entries stored without compression (method 0) with their CRC-32, local headers, a central
 * directory and its end record. Enough for a few small text files such as a WordPress plugin,
 * which WordPress unpacks with ZipArchive or PclZip; no ZIP64, so the archive stays under 4 GB.
 */

export interface ZipEntry {
  /** Path inside the archive with '/' separators; a trailing '/' makes a directory entry. */
  name: string;
  /** The file's bytes (ignored for directories). */
  data?: Buffer;
}

/** Date and time in MS-DOS format (2-second precision, years 1980–2107), from the UTC fields. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

const UTF8_NAMES = 0x0800;
const VERSION_NEEDED = 20;
/** Made by 'UNIX' (3), spec 2.0: external attributes carry Unix modes. */
const VERSION_MADE_BY = (3 << 8) | 20;
const FILE_MODE = 0o100644;
const DIRECTORY_MODE = 0o040755;

/** The archive with `entries` in their order, every one dated `modified`. */
export function createZip(entries: readonly ZipEntry[], modified: Date): Buffer {
  const { time, date } = dosDateTime(modified);
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (!entry.name || entry.name.startsWith('/') || entry.name.split('/').includes('..')) {
      throw new Error(`Nome inválido no ZIP: ${entry.name}`);
    }
    const directory = entry.name.endsWith('/');
    const data = directory ? Buffer.alloc(0) : (entry.data ?? Buffer.alloc(0));
    const name = Buffer.from(entry.name, 'utf8');
    const checksum = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION_NEEDED, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    parts.push(local, name, data);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION_MADE_BY, 4);
    header.writeUInt16LE(VERSION_NEEDED, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(checksum, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(name.length, 28);
    // extra field, comment, disk number start and internal attributes stay 0
    const mode = directory ? DIRECTORY_MODE : FILE_MODE;
    header.writeUInt32LE(((mode << 16) | (directory ? 0x10 : 0)) >>> 0, 38);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);

    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
