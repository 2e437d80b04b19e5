import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState } from 'pdf-lib';

// Small files that unpack or render to gigabytes (issue 18), generated on the fly: tests never
// commit big binaries, and nothing here holds more than a chunk of the inflated content.

/** `data` repeated `times` times: how the content of an entry or stream is given. */
export type Repeated = { data: Buffer; times: number };

type Deflated = { data: Buffer; crc: number; size: number };

/**
 * Raw deflate of the segments in order, without compressing gigabytes: each segment is compressed
 * once, ending on a full flush (the compressor forgets what came before), so its output can be
 * repeated as is; an empty final block closes the stream.
 */
function deflateSegments(segments: readonly Repeated[]): Deflated {
  const parts: Buffer[] = [];
  let crc = 0;
  let size = 0;
  for (const { data, times } of segments) {
    const compressed = deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
    for (let i = 0; i < times; i++) {
      parts.push(compressed);
      crc = crc32(data, crc);
    }
    size += data.length * times;
  }
  parts.push(Buffer.from([0x03, 0x00]));
  return { data: Buffer.concat(parts), crc, size };
}

const once = (text: string): Repeated => ({ data: Buffer.from(text), times: 1 });

/** `unit` repeated to at least `bytes` (about 1 MB per segment). */
function repeatedTo(unit: string, bytes: number): Repeated {
  const data = Buffer.from(unit.repeat(Math.max(1, Math.floor((1 << 20) / unit.length))));
  return { data, times: Math.ceil(bytes / data.length) };
}

export type ZipEntry = { name: string; content: string | readonly Repeated[] };

/** A zip (deflated entries, no zip64), written by hand. */
export function zipArchive(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, crc, size } = deflateSegments(typeof entry.content === 'string' ? [once(entry.content)] : entry.content);
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const packageRels =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** A minimal DOCX whose document.xml body is `body`; `doctype` goes before the root element. */
export function docxWithBody(body: string | Repeated, doctype = ''): Uint8Array {
  const head = once(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${doctype}<w:document ${W}><w:body>`);
  return zipArchive([
    { name: '[Content_Types].xml', content: contentTypes },
    { name: '_rels/.rels', content: packageRels },
    { name: 'word/document.xml', content: [head, typeof body === 'string' ? once(body) : body, once('</w:body></w:document>')] },
  ]);
}

export const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** Three million (empty) paragraphs: 18 MB of XML, 20 KB zipped, gigabytes of heap once parsed. */
export const manyParagraphsDocx = (millions = 3) => docxWithBody({ data: Buffer.from('<w:p/>'.repeat(100_000)), times: millions * 10 });

/** A document.xml that inflates to `megabytes` (200 by default) from a zip of a few hundred KB. */
export const inflationBombDocx = (megabytes = 200) => docxWithBody(repeatedTo(paragraph('Office visit 99213   $120.00'), megabytes * 1024 * 1024));

/** A one-page text PDF per page, `pages` of them. */
export async function textPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) pdf.addPage([612, 792]).drawText(`Page ${i + 1} of a long statement`, { x: 50, y: 700, size: 12, font });
  return pdf.save({ useObjectStreams: false });
}

/** One page of `side` x `side` points (14,400: the largest PDF allows, 200 inches) without text: it must be rendered for OCR. */
export async function hugePagePdf(side = 14_400): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([side, side]).drawRectangle({ x: 10, y: 10, width: 20, height: 20 });
  return pdf.save();
}

/**
 * A letter page showing one `width` x `height` RGB image (20,000 x 20,000 by default: 1.2 GB
 * decoded) of flat grey, deflated to about a megabyte.
 */
export async function hugeImagePdf(width = 20_000, height = 20_000): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  // Plain 8-bit samples (no predictor), 100 rows per segment; pdf.js does not check the Adler-32
  // trailer, left at zero.
  const rows = Math.min(100, height);
  const { data } = deflateSegments([{ data: Buffer.alloc(width * 3 * rows, 0x40), times: Math.ceil(height / rows) }]);
  const zlibStream = Buffer.concat([Buffer.from([0x78, 0x01]), data, Buffer.alloc(4)]);
  const image = pdf.context.stream(zlibStream, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  const ref = pdf.context.register(image);
  page.node.setXObject(PDFName.of('Im0'), ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(612, 0, 0, 792, 0, 0), drawObject('Im0'), popGraphicsState());
  return pdf.save();
}

/** A valid PNG header declaring a `width` x `height` image, with a tiny body. */
export function hugePng(width = 20_000, height = 20_000): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A copy of a DOC (OLE compound file) whose directory's sector chain loops back on itself:
 * word-extractor, which follows chains without a loop check, would collect sector ids forever.
 */
export function loopingDoc(doc: Uint8Array): Uint8Array {
  const bytes = Buffer.from(doc);
  const sectorSize = 1 << bytes.readUInt16LE(30);
  const perSector = sectorSize / 4;
  const fatSectors = Array.from({ length: Math.min(109, bytes.readInt32LE(44)) }, (_, i) => bytes.readInt32LE(76 + i * 4));
  const fatOffset = (sector: number) => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined) throw new Error('sector outside the header FAT');
    return (fatSector + 1) * sectorSize + (sector % perSector) * 4;
  };
  const chain: number[] = [];
  for (let sector = bytes.readInt32LE(48); sector >= 0; sector = bytes.readInt32LE(fatOffset(sector))) chain.push(sector);
  const first = chain[0] ?? 0;
  const last = chain.at(-1) ?? 0;
  if (chain.length > 1) {
    bytes.writeInt32LE(first, fatOffset(last));
  } else {
    // A chain of one sector: a self-loop is caught by word-extractor itself, so take a detour.
    const detour = first === 0 ? 1 : 0;
    bytes.writeInt32LE(detour, fatOffset(first));
    bytes.writeInt32LE(first, fatOffset(detour));
  }
  return new Uint8Array(bytes);
}
