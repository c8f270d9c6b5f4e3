/** The six shipped backgrounds under public/images/cards/. */
export const CARD_IMAGES = Array.from({ length: 6 }, (_, i) => `/images/cards/card-${i + 1}.svg`);

/** A stable image per initiative: the same id always gets the same background. */
export function cardImageFor(id: string): string {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) | 0;
  return CARD_IMAGES[Math.abs(hash) % CARD_IMAGES.length]!;
}
