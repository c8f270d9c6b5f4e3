export function JsonBlock({ value, label }: { value: unknown; label?: string }) {
  const pre = (
    <pre className="max-h-96 overflow-auto rounded-md bg-muted p-3 text-xs">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
  // A labelled block is a region, so people (and tests) can find e.g. the token claims by name.
  return label ? <section aria-label={label}>{pre}</section> : pre;
}
