/**
 * The six card backgrounds, built into the script as data URLs: a card paints complete with the list, without a
 * request for its image after the list has arrived (on a phone that request was the list's last round trip).
 * All six are 1.8 KiB with brotli.
 */
const images = import.meta.glob<string>("../assets/cards/card-*.svg", {
  eager: true,
  query: "?inline",
  import: "default",
});
export const CARD_IMAGES = Object.keys(images)
  .sort()
  .map((file) => images[file]!);

/** A stable image per initiative: the same id always gets the same background. */
export function cardImageFor(id: string): string {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) | 0;
  return CARD_IMAGES[Math.abs(hash) % CARD_IMAGES.length]!;
}
