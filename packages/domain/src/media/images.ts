/** The image types question content may embed; SVG is left out on purpose (it can carry script). */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What the file's first bytes say it is (its magic number), whatever name or header it came with. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** Names the upload gives stored images: 32 hex characters and the type's extension. */
export const IMAGE_FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export function imageTypeOfName(name: string): ImageType | undefined {
  if (!IMAGE_FILE_NAME.test(name)) return undefined;
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return (Object.keys(IMAGE_TYPES) as ImageType[]).find((type) => IMAGE_TYPES[type] === extension);
}
