/** Stand-in for a screen a later issue delivers. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto w-full max-w-4xl p-8">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">Coming soon</p>
    </section>
  );
}
