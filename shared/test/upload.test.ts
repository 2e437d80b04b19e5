import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ATTRIBUTE,
  MAX_UPLOAD_BYTES,
  contentTypeFor,
  detectFileType,
  fileTypeFromName,
  uploadButtonLabel,
  validateReceiptSelection,
  validateUpload,
  validateUploadSelection,
} from '../src';

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(ascii(part)) : part)));

const samples = {
  pdf: bytes('%PDF-1.7\n%âãÏÓ\n'),
  pdfAfterJunk: bytes(new Array(100).fill(0x20), '%PDF-1.4'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  docx: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0], '[Content_Types].xml', 'word/document.xml'),
  zip: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0], 'notes.txt'),
  gif: bytes('GIF89a'),
  exe: bytes('MZ'),
  pdfTooLate: bytes(new Array(1100).fill(0x20), '%PDF-1.4'),
  shortPng: bytes([0x89, 0x50, 0x4e]),
  empty: new Uint8Array(),
};

describe('detectFileType (magic bytes)', () => {
  it('reads a DOCX by the names at either end of the ZIP (a crafted file cannot make the scan slow)', () => {
    const zipWithNameAt = (size: number, offset: number) => {
      const file = new Uint8Array(size);
      file.set(samples.zip.subarray(0, 4));
      file.set(ascii('word/document.xml'), offset);
      return file;
    };
    expect(detectFileType(zipWithNameAt(200_000, 199_000))).toBe('docx');
    expect(detectFileType(zipWithNameAt(200_000, 1_000))).toBe('docx');
    expect(detectFileType(zipWithNameAt(200_000, 100_000))).toBeNull();
  });

  it.each([
    ['pdf', 'pdf'],
    ['pdfAfterJunk', 'pdf'],
    ['jpeg', 'jpeg'],
    ['png', 'png'],
    ['doc', 'doc'],
    ['docx', 'docx'],
    ['zip', null],
    ['gif', null],
    ['exe', null],
    ['pdfTooLate', null],
    ['shortPng', null],
    ['empty', null],
  ] as const)('%s -> %s', (sample, type) => {
    expect(detectFileType(samples[sample])).toBe(type);
  });
});

describe('file types by name', () => {
  it.each([
    ['bill.pdf', 'pdf'],
    ['BILL.PDF', 'pdf'],
    ['scan.jpg', 'jpeg'],
    ['scan.JPEG', 'jpeg'],
    ['scan.png', 'png'],
    ['letter.doc', 'doc'],
    ['letter.docx', 'docx'],
    ['archive.pdf.zip', null],
    ['noextension', null],
    ['image.gif', null],
  ])('%s -> %s', (name, type) => {
    expect(fileTypeFromName(name)).toBe(type);
  });

  it('lists the accepted extensions and content types', () => {
    expect(ACCEPT_ATTRIBUTE).toBe('.pdf,.jpg,.jpeg,.png,.doc,.docx');
    expect(contentTypeFor('docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });
});

describe('validateUpload (Decision 10)', () => {
  it.each([
    [{ fileName: 'x.gif', fileSize: 10 }, 'unsupported_type', 'This file type is not supported. Please upload a PDF, JPG, PNG, DOC or DOCX file.'],
    [{ fileName: 'x.pdf', fileSize: 0 }, 'empty', 'This file is empty.'],
    [{ fileName: 'x.pdf', fileSize: MAX_UPLOAD_BYTES + 1 }, 'too_large', 'This file is too large. The maximum size is 20 MB.'],
    [{ fileName: 'x.pdf', fileSize: 10, bytes: samples.exe }, 'unsupported_type', 'The file content is not a PDF, JPG, PNG, DOC or DOCX document.'],
  ])('refuses case %# with %s', (input, code, message) => {
    expect(validateUpload(input)).toEqual({ ok: false, code, message });
  });

  it('accepts exactly 20 MB, by name first and by content later', () => {
    expect(validateUpload({ fileName: 'x.pdf', fileSize: MAX_UPLOAD_BYTES })).toEqual({ ok: true, fileType: 'pdf', contentType: 'application/pdf' });
    expect(validateUpload({ fileName: 'x.pdf', fileSize: 10, bytes: samples.pdf })).toEqual({ ok: true, fileType: 'pdf', contentType: 'application/pdf' });
  });

  it('lets the content decide the type (a PNG named .jpg is a PNG)', () => {
    expect(validateUpload({ fileName: 'photo.jpg', fileSize: 10, bytes: samples.png })).toEqual({ ok: true, fileType: 'png', contentType: 'image/png' });
  });
});

describe('upload dialogs', () => {
  it.each([
    [{ hasBill: false, hasEob: false, familyMemberId: 'm1', userId: 'u1' }, 'Please select at least one file (bill or EOB) and ensure a family member is selected.'],
    [{ hasBill: true, hasEob: false, familyMemberId: null, userId: 'u1' }, 'Please select at least one file (bill or EOB) and ensure a family member is selected.'],
    [{ hasBill: true, hasEob: false, familyMemberId: 'm1', userId: undefined }, 'Please select at least one file (bill or EOB) and ensure a family member is selected.'],
    [{ hasBill: false, hasEob: true, familyMemberId: 'm1', userId: 'u1' }, null],
    [{ hasBill: true, hasEob: true, familyMemberId: 'm1', userId: 'u1' }, null],
  ])('bill & EOB selection %# -> %s', (input, message) => {
    expect(validateUploadSelection(input)).toBe(message);
  });

  it.each([
    [{ hasFile: false, familyMemberId: 'm1', userId: 'u1' }, 'Please select a file and ensure a family member is selected.'],
    [{ hasFile: true, familyMemberId: '', userId: 'u1' }, 'Please select a file and ensure a family member is selected.'],
    [{ hasFile: true, familyMemberId: 'm1', userId: null }, 'Please select a file and ensure a family member is selected.'],
    [{ hasFile: true, familyMemberId: 'm1', userId: 'u1' }, null],
  ])('receipt selection %# -> %s', (input, message) => {
    expect(validateReceiptSelection(input)).toBe(message);
  });

  it.each([
    [true, true, 'Upload Both'],
    [true, false, 'Upload Bill'],
    [false, true, 'Upload EOB'],
    [false, false, 'Upload'],
  ])('button with bill=%s eob=%s reads %s', (hasBill, hasEob, label) => {
    expect(uploadButtonLabel(hasBill, hasEob)).toBe(label);
  });
});
