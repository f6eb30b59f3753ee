/** An e-mail address that wraps only after its @ or before a dot, never inside a word. */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return <span className="wrap-normal">{parts.flatMap((part, i) => (i > 0 ? [<wbr key={i} />, part] : [part]))}</span>;
}
