/** 'launch a podcast' → 'Launch a podcast'; the rest of the name is left as its author wrote it. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
