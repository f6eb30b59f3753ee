/** A source's label; one marked "(en inglés…)" has its English title marked as English, so a screen reader reads it in English. */
export function SourceLabel({ label }: { label: string }) {
  const marked = /^(.+?) \((en inglés.*)\)$/.exec(label);
  if (!marked) return label;
  return (
    <>
      <span lang="en">{marked[1]}</span> ({marked[2]})
    </>
  );
}
