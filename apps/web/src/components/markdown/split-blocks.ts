import { Lexer, type Tokens } from "marked";

/** Top-level markdown blocks of a text, plus what is needed to extend the split cheaply. */
export type BlockSplit = {
  text: string;
  /** Raw source of each top-level block, blank-line tokens left out. */
  blocks: string[];
  /** Offset in `text` where the last block starts; everything before it is final. */
  lastStart: number;
  /** Whether the token raws cover `text` exactly, which makes offsets trustworthy. */
  exact: boolean;
};

const lexer = () => new Lexer({ gfm: true });

function lexFrom(text: string, offset: number, keep: string[]): BlockSplit {
  const tokens = lexer().lex(offset === 0 ? text : text.slice(offset));
  const blocks = keep.slice();
  let position = offset;
  let lastStart = offset;
  for (const token of tokens) {
    if (token.type !== "space") {
      blocks.push(token.raw);
      lastStart = position;
    }
    position += token.raw.length;
  }
  return { text, blocks, lastStart, exact: position === text.length };
}

/**
 * Split `text` into top-level blocks. When `previous` is the split of an earlier version that `text`
 * still starts with (up to its last block), only the tail from that last block on is lexed again, so
 * appending a chunk costs O(last block + chunk), not O(document). Blocks before the last one are kept
 * as the same string objects, which keeps the memo comparisons of rendered blocks O(1).
 */
export function splitBlocks(input: string, previous?: BlockSplit | null): BlockSplit {
  // marked normalises CRLF internally, which would make its raws drift from our offsets.
  const text = input.includes("\r") ? input.replace(/\r\n?/g, "\n") : input;
  if (previous && previous.text === text) return previous;
  if (
    previous?.exact &&
    previous.blocks.length > 0 &&
    text.length >= previous.lastStart &&
    text.startsWith(previous.text.slice(0, previous.lastStart))
  ) {
    return lexFrom(text, previous.lastStart, previous.blocks.slice(0, -1));
  }
  return lexFrom(text, 0, []);
}

/** A list block as its top-level items, each with what is nested in it (the raws, as marked's lexer cuts them). */
export type ListItems = { ordered: boolean; loose: boolean; items: string[] };

/** Lists start with a bullet or a number; other blocks are not lexed again. */
const LIST_START = /^ {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]|\n|$)/;

/** The items of `block`, a block `splitBlocks` cut, when it is a list; null for any other block. */
export function splitListItems(block: string): ListItems | null {
  if (!LIST_START.test(block)) return null;
  const [token, ...rest] = lexer()
    .lex(block)
    .filter((token) => token.type !== "space");
  if (token?.type !== "list" || rest.length > 0) return null;
  const list = token as Tokens.List;
  return { ordered: list.ordered, loose: list.loose, items: list.items.map((item) => item.raw) };
}
