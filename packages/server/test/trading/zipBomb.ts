import zlib from 'node:zlib';

interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  crc: number;
  compressed: Buffer;
  size: number;
}

/** A ZIP archive (no data descriptors, no ZIP64) of the given entries. */
function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function storedEntry(name: string, text: string): ZipEntry {
  const bytes = Buffer.from(text);
  return { name, method: 0, crc: zlib.crc32(bytes), compressed: bytes, size: bytes.length };
}

/**
 * A valid XLSX-shaped ZIP bomb: its worksheet inflates to `inflatedMegabytes` MB of XML whitespace inside
 * `<sheetData>`, from a few hundred kilobytes. Built in milliseconds: one megabyte of spaces is deflated
 * once with a full flush (so the segment depends on nothing before it), the segment is repeated, and an
 * empty final block closes the stream. The CRC is the real one.
 */
export function buildXlsxZipBomb(inflatedMegabytes: number): Buffer {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const tail = Buffer.from('</sheetData></worksheet>');
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  const flushed = (bytes: Buffer) => {
    const deflater = zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
    return deflater;
  };
  const headSegment = flushed(head);
  const segment = flushed(megabyte);
  const tailSegment = flushed(tail);
  // BFINAL=1, BTYPE=01 (fixed Huffman), then the end-of-block code: an empty final block.
  const finalBlock = Buffer.from([0x03, 0x00]);
  const compressed = Buffer.concat([
    headSegment,
    ...Array.from({ length: inflatedMegabytes }, () => segment),
    tailSegment,
    finalBlock,
  ]);
  let crc = zlib.crc32(head);
  for (let index = 0; index < inflatedMegabytes; index += 1) crc = zlib.crc32(megabyte, crc);
  crc = zlib.crc32(tail, crc);
  const size = head.length + inflatedMegabytes * megabyte.length + tail.length;
  return zipArchive([
    storedEntry(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    storedEntry(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Quotes" sheetId="1"/></sheets></workbook>',
    ),
    { name: 'xl/worksheets/sheet1.xml', method: 8, crc, compressed, size },
  ]);
}
