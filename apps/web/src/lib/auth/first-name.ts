/** The fields the greeting needs; any identity or backend user shape fits. */
export interface NamedUser {
  displayName?: string | null;
  email?: string | null;
}

/**
 * The home greeting's name (spec "/ (home)"): the first word of the display name capitalised, else
 * the part of the e-mail before the @, else 'User'.
 */
export function firstName(user: NamedUser | null | undefined): string {
  const first = user?.displayName?.trim().split(/\s+/)[0];
  if (first) return first.charAt(0).toUpperCase() + first.slice(1);
  const local = user?.email?.split("@")[0]?.trim();
  if (local) return local;
  return "User";
}
