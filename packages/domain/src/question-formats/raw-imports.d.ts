/** Tests read the sample files through Vite's `?raw` import: the domain package has no Node types. */
declare module '*?raw' {
  const content: string;
  export default content;
}

interface ImportMeta {
  /** Vite's glob import, for the files of a sample QTI package. */
  glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
}
