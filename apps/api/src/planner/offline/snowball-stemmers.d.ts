// snowball-stemmers ships no types: the two calls the team features use.
declare module "snowball-stemmers" {
  export function newStemmer(language: string): { stem(word: string): string };
  export function algorithms(): string[];
}
