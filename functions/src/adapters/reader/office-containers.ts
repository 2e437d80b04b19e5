import { inflateRawSync } from 'node:zlib';
import { defaultOfficeLimits, type OfficeLimits } from './limits';
import { DocumentReadError } from '../../domain/errors';

export const officeMessages = {
  damaged: 'This Word document could not be opened: the file is damaged.',
  tooLarge: 'This Word document is too large to read once unpacked. Please save it as a PDF and upload that instead.',
  tooLong: (maxLines: number) =>
    `This Word document has too much text to read (more than ${maxLines.toLocaleString('en-US')} lines). Please upload only the pages that need reading.`,
} as const;

const damaged = () => new DocumentReadError(officeMessages.damaged);
const tooLarge = () => new DocumentReadError(officeMessages.tooLarge);

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const LT = 0x3c;
const SLASH = 0x2f;
const QUESTION = 0x3f;
const BANG = 0x21;

/**
 * Start tags in an XML part. A DTD (`<!DOCTYPE`, `<!ENTITY`) is refused: Word never writes one,
 * and entity expansion is the other way an XML part explodes in memory.
 */
function countStartTags(xml: Buffer): number {
  let count = 0;
  for (let at = xml.indexOf(LT); at !== -1; at = xml.indexOf(LT, at + 1)) {
    const next = xml[at + 1];
    if (next === SLASH || next === QUESTION) continue;
    if (next === BANG) {
      const kind = xml[at + 2];
      // 'D'/'E' (any case): <!DOCTYPE, <!ENTITY, <!ELEMENT. CDATA (`<![`) and comments are fine.
      if (kind !== undefined && 'DdEe'.includes(String.fromCharCode(kind))) throw damaged();
      continue;
    }
    count += 1;
  }
  return count;
}

/** Parts starting with '<' (after a BOM or blanks) are XML; images and other binaries are not counted. */
function looksLikeXml(data: Buffer): boolean {
  for (let i = 0; i < Math.min(data.length, 64); i++) {
    const byte = data[i];
    if (byte === LT) return true;
    // UTF-8 BOM and whitespace may precede the declaration.
    if (byte !== 0xef && byte !== 0xbb && byte !== 0xbf && byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return false;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function endOfCentralDirectory(buf: Buffer): number {
  const last = buf.length - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (buf.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/** The main part of a Word document, where its text is. */
const DOCUMENT_PART = 'word/document.xml';

/**
 * Opens a DOCX (a zip) within bounds and returns its main document part: the number of files, each
 * file's and the total inflated size (inflation stops at the limit, it never runs to the end of a
 * bomb), and the XML elements of all parts are checked first. Throws DocumentReadError with a
 * sentence a user can act on.
 */
export function readDocxArchive(bytes: Uint8Array, limits: OfficeLimits = defaultOfficeLimits): Buffer {
  const buf = asBuffer(bytes);
  const eocd = endOfCentralDirectory(buf);
  if (eocd < 0) throw damaged();
  const declaredEntries = buf.readUInt16LE(eocd + 10);
  const directoryOffset = buf.readUInt32LE(eocd + 16);
  // Zip64 (more than 65,535 files or 4 GB) is never needed by a Word document of at most 20 MB.
  if (declaredEntries === 0xffff || directoryOffset === 0xffffffff) throw tooLarge();
  if (declaredEntries > limits.maxEntries) throw tooLarge();

  let inflated = 0;
  let elements = 0;
  let entries = 0;
  let document: Buffer | undefined;
  // Every record present is checked, whatever the end record claims (JSZip reads them all too).
  for (let at = directoryOffset; at + 46 <= buf.length && buf.readUInt32LE(at) === CENTRAL_SIGNATURE; ) {
    entries += 1;
    if (entries > limits.maxEntries) throw tooLarge();
    const method = buf.readUInt16LE(at + 10);
    const compressedSize = buf.readUInt32LE(at + 20);
    const localOffset = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + buf.readUInt16LE(at + 28));
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);

    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) throw damaged();
    const dataStart = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > buf.length) throw damaged();

    const budget = Math.min(limits.maxEntryBytes, limits.maxInflatedBytes - inflated);
    let data: Buffer;
    if (method === 0) {
      data = buf.subarray(dataStart, dataEnd);
      if (data.length > budget) throw tooLarge();
    } else if (method === 8) {
      if (budget <= 0 && compressedSize > 0) throw tooLarge();
      try {
        // Inflation aborts as soon as the output passes the budget.
        data = inflateRawSync(buf.subarray(dataStart, dataEnd), { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        // A part that does not inflate matters only if it is the text's (checked below).
        continue;
      }
    } else {
      // Other compression methods are not Word's; only the text's part must be readable.
      continue;
    }
    inflated += data.length;
    if (looksLikeXml(data)) {
      elements += countStartTags(data);
      if (elements > limits.maxXmlElements) throw tooLarge();
    }
    if (name === DOCUMENT_PART) document = data;
  }
  if (entries === 0 || !document) throw damaged();
  return document;
}

const FREE_OR_END = -1;

/**
 * Checks a legacy DOC (an OLE compound file) before word-extractor opens it. word-extractor follows
 * sector chains without a loop check and sizes buffers from header fields: a chain that loops,
 * or a header that claims more sectors than the file has, makes it allocate until the heap is
 * gone. Every chain is walked once here, with a loop check, and the directory size is capped.
 */
export function checkCompoundFile(bytes: Uint8Array, limits: OfficeLimits = defaultOfficeLimits): void {
  const buf = asBuffer(bytes);
  if (buf.length < 512) throw damaged();
  const sectorShift = buf.readUInt16LE(30);
  if ((sectorShift !== 9 && sectorShift !== 12) || buf.readUInt16LE(32) !== 6) throw damaged();
  const sectorSize = 1 << sectorShift;
  const idsPerSector = sectorSize / 4;
  // The header takes the first sector's place: sector n starts at (n + 1) * sectorSize.
  const sectorCount = Math.ceil(buf.length / sectorSize) - 1;
  const sectorInt = (sector: number, index: number): number => {
    const offset = (sector + 1) * sectorSize + index * 4;
    return offset + 4 <= buf.length ? buf.readInt32LE(offset) : FREE_OR_END;
  };

  const fatSectorCount = buf.readInt32LE(44);
  const difatCount = buf.readInt32LE(72);
  if (fatSectorCount < 1 || fatSectorCount > sectorCount || difatCount < 0 || difatCount > sectorCount) throw damaged();
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++) fatSectors.push(buf.readInt32LE(76 + i * 4));
  const seenDifat = new Set<number>();
  for (let sector = buf.readInt32LE(68), n = 0; n < difatCount && fatSectors.length < fatSectorCount; n++) {
    if (sector < 0 || sector >= sectorCount || seenDifat.has(sector)) throw damaged();
    seenDifat.add(sector);
    for (let i = 0; i < idsPerSector - 1 && fatSectors.length < fatSectorCount; i++) fatSectors.push(sectorInt(sector, i));
    sector = sectorInt(sector, idsPerSector - 1);
  }
  const fat = new Int32Array(fatSectors.length * idsPerSector);
  fatSectors.forEach((sector, n) => {
    if (sector < 0 || sector >= sectorCount) throw damaged();
    for (let i = 0; i < idsPerSector; i++) fat[n * idsPerSector + i] = sectorInt(sector, i);
  });

  // The sectors of a chain, in order; a chain that comes back to a sector it passed never ends.
  const chain = (table: Int32Array, start: number): number[] => {
    const sectors: number[] = [];
    const seen = new Set<number>();
    for (let sector = start; sector > FREE_OR_END && sector < table.length; sector = table[sector] ?? FREE_OR_END) {
      if (seen.has(sector)) throw damaged();
      seen.add(sector);
      sectors.push(sector);
    }
    return sectors;
  };

  const directorySectors = chain(fat, buf.readInt32LE(48));
  const entryCount = directorySectors.length * (sectorSize / 128);
  if (entryCount > limits.maxEntries) throw tooLarge();
  const miniFatSectors = chain(fat, buf.readInt32LE(60));
  const miniFat = new Int32Array(miniFatSectors.length * idsPerSector);
  miniFatSectors.forEach((sector, n) => {
    for (let i = 0; i < idsPerSector; i++) miniFat[n * idsPerSector + i] = sectorInt(sector, i);
  });
  const miniStreamCutoff = buf.readUInt32LE(56);

  type Entry = { type: number; left: number; right: number; child: number };
  const entries: Entry[] = [];
  for (const sector of directorySectors) {
    for (let i = 0; i < sectorSize / 128; i++) {
      const offset = (sector + 1) * sectorSize + i * 128;
      if (offset + 128 > buf.length) throw damaged();
      const type = buf.readInt8(offset + 66);
      const start = buf.readInt32LE(offset + 116);
      const size = buf.readUInt32LE(offset + 120);
      entries.push({ type, left: buf.readInt32LE(offset + 68), right: buf.readInt32LE(offset + 72), child: buf.readInt32LE(offset + 76) });
      if (type === 5) chain(fat, start);
      else if (type === 2) chain(size < miniStreamCutoff ? miniFat : fat, start);
    }
  }
  // word-extractor walks the directory's trees recursively: each entry may be reached once.
  const root = entries.findIndex((entry) => entry.type === 5);
  if (root < 0) throw damaged();
  const reached = new Set<number>([root]);
  const pending = [entries[root]?.child ?? FREE_OR_END];
  while (pending.length > 0) {
    const id = pending.pop() ?? FREE_OR_END;
    if (id <= FREE_OR_END) continue;
    const entry = entries[id];
    if (!entry || reached.has(id)) throw damaged();
    reached.add(id);
    pending.push(entry.left, entry.right, entry.child);
  }
}
