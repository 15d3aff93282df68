/** One README block as a file (see readme-snippets.mjs). */
export interface ReadmeSnippet {
  file: string;
  code: string;
  line: number;
  readme: string;
  preludeLines: number;
}
export declare const snippetReadmes: readonly { name: string; path: string }[];
export declare function extractSnippets(readme: { name: string; path: string }): ReadmeSnippet[];
export declare function allSnippets(): ReadmeSnippet[];
export declare function writeSnippets(directory: string): (ReadmeSnippet & { path: string })[];
