/** The loading view of protected screens (spec section 2). */
export function LoadingQuote() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] flex-1 items-center justify-center p-8"
    >
      <figure className="max-w-md text-center">
        <blockquote className="text-2xl font-light italic text-foreground">
          “Time discovers truth.”
        </blockquote>
        <figcaption className="mt-3 text-sm text-muted-foreground">— Seneca</figcaption>
      </figure>
    </div>
  );
}
