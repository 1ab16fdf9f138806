/**
 * An XLSX file is a ZIP archive; 2 MB of it can inflate to gigabytes (a "zip bomb"), and the sizes an archive declares
 * can lie. Before the spreadsheet reader sees the bytes, every entry is inflated here with a hard cap on what it may
 * produce (zlib's maxOutputLength), so an archive that would take more memory than a real menu ever needs is refused
 * without being expanded. Only what XLSX files use is accepted: stored or deflated entries, no ZIP64, no encryption.
 */
import { inflateRawSync } from 'node:zlib';

/** What all entries together may inflate to: a 2,000-row menu sheet is a few megabytes of XML. */
export const MAX_INFLATED_BYTES = 48 * 1024 * 1024;
const MAX_ENTRIES = 1000;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/** Whether `bytes` starts like a ZIP archive (an XLSX file). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Whether `bytes` starts like an old Excel (.xls, OLE compound) file. */
export function looksLikeOldExcel(bytes: Uint8Array): boolean {
  const signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  return bytes.length >= 8 && signature.every((byte, index) => bytes[index] === byte);
}

/** True when every entry of the archive inflates, within the caps; false for anything else (not read further). */
export function zipIsSafe(bytes: Buffer): boolean {
  try {
    const end = findEndOfCentralDirectory(bytes);
    if (end < 0) return false;
    const entries = bytes.readUInt16LE(end + 10);
    let offset = bytes.readUInt32LE(end + 16);
    if (entries > MAX_ENTRIES) return false;
    let budget = MAX_INFLATED_BYTES;
    for (let entry = 0; entry < entries; entry += 1) {
      if (bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_HEADER) return false;
      const flags = bytes.readUInt16LE(offset + 8);
      const method = bytes.readUInt16LE(offset + 10);
      const compressedSize = bytes.readUInt32LE(offset + 20);
      const size = bytes.readUInt32LE(offset + 24);
      const nameLength = bytes.readUInt16LE(offset + 28);
      const extraLength = bytes.readUInt16LE(offset + 30);
      const commentLength = bytes.readUInt16LE(offset + 32);
      const localOffset = bytes.readUInt32LE(offset + 42);
      // Encrypted entries and ZIP64 sizes have no place in a spreadsheet of a menu.
      if (flags & 0x1 || compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) return false;
      if (size > budget) return false;
      if (bytes.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) return false;
      const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
      const data = bytes.subarray(dataStart, dataStart + compressedSize);
      if (data.length !== compressedSize) return false;
      let inflated: number;
      if (method === 0) inflated = compressedSize;
      else if (method === 8) inflated = inflateRawSync(data, { maxOutputLength: budget }).length;
      else return false;
      budget -= inflated;
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return true;
  } catch {
    // Out of bounds, a corrupt stream, or more output than the budget (zlib's RangeError): not a file we read.
    return false;
  }
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let index = bytes.length - 22; index >= earliest; index -= 1) {
    if (bytes.readUInt32LE(index) === END_OF_CENTRAL_DIRECTORY) return index;
  }
  return -1;
}
